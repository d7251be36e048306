export { Alert, type AlertKind, type AlertProps } from './alert';
