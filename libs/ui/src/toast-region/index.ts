export { ToastRegion, type ToastItem, type ToastRegionProps } from './toast-region';
