export { ProductCard, type ProductCardImage, type ProductCardProps } from './product-card';
export type { LinkRenderProps, RenderLink } from '../internal/link';
