import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
}

/** The one button of the design system; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')} {...rest} />;
}
