export { Toast, type ToastKind, type ToastProps } from './toast';
