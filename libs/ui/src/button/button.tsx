import type { ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from '../internal/class-names';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** React 19 passes it as a prop: for focus to come back to the button (e.g. after a dialog). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The classes of a button variant, for elements that must be something else: a router link that
 * looks like a button keeps its link role (it navigates), only the look is shared.
 */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return classNames('ui-button', `ui-button--${variant}`, className);
}

/** The one button of the design system; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...rest} />;
}
