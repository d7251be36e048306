export { CartLine, type CartLineImage, type CartLineProps } from './cart-line';
