export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
