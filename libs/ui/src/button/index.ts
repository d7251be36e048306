export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button';
