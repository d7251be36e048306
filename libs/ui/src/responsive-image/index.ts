export { ResponsiveImage, type ImageSource, type ResponsiveImageProps } from './responsive-image';
