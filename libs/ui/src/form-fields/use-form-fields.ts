import { useId, useRef, useState } from 'react';

/** A message per field; absent, undefined or null when the field is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string | null | undefined>>;

/** A field's message, or nothing (undefined or null) when it is fine. */
type Message = string | null | undefined;

/** What TextField, TextAreaField and Select take: they draw the message and wire the ARIA from it. */
export interface FieldProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  error: string | undefined;
}

/** What a control drawn by hand takes when its message stands elsewhere (see `errorId`). */
export interface ControlProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFields<F extends string> {
  /** The message shown for each field. */
  errors: Partial<Record<F, string>>;
  /** id, ref and message for a field component (TextField, TextAreaField, Select). */
  field(name: F): FieldProps;
  /** id, ref, aria-invalid and aria-describedby for a control whose message is drawn by hand. */
  control(name: F): ControlProps;
  /** The id for the element that shows the field's message, with `control`. */
  errorId(name: F): string;
  /**
   * After checking the whole form (or a refusal from the server): shows exactly these messages,
   * moves focus to the first invalid field in form order, and returns its name (undefined when
   * all are fine). A field with no element to focus (a group of buttons) is left to the caller.
   */
  report(found: FieldErrors<F>): F | undefined;
  /** `report` with every field of the form checked by `problem` (its message, or undefined). */
  checkAll(problem: (name: F) => Message): F | undefined;
  /** Shows or clears one field's message without moving focus (a check on blur, say). */
  setError(name: F, message: Message): void;
  /**
   * A check when the field loses focus: shows or clears its message, except that a field left
   * empty and not yet flagged stays quiet (tabbing through a form is not a mistake).
   */
  checkOnBlur(name: F, value: string, message: Message): void;
  /** While typing: a fixed field loses its message at once; a new problem waits for blur or submit. */
  clearWhenFixed(name: F, message: Message): void;
  /** Clears every message. */
  reset(): void;
}

/**
 * The field-error wiring every form shares: stable ids (server and browser alike, from useId), the
 * message per field tied to its control (aria-invalid, aria-describedby), and focus on the first
 * field to fix after a failed submit, so a screen reader user hears what went wrong where.
 * `order` is the fields' order on screen, which decides the first one to fix.
 */
export function useFormFields<F extends string>(order: readonly F[]): FormFields<F> {
  const base = useId();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const elements = useRef(new Map<F, HTMLElement | null>());
  // One ref callback per field for the form's life: React does not detach and attach it every render.
  const refs = useRef(new Map<F, (element: HTMLElement | null) => void>());

  const id = (name: F) => `${base}-${name}`;
  const errorId = (name: F) => `${id(name)}-error`;
  const ref = (name: F) => {
    let callback = refs.current.get(name);
    if (!callback) {
      callback = (element) => {
        elements.current.set(name, element);
      };
      refs.current.set(name, callback);
    }
    return callback;
  };

  function report(found: FieldErrors<F>): F | undefined {
    const shown: Partial<Record<F, string>> = {};
    for (const name of Object.keys(found) as F[]) {
      const message = found[name];
      if (message) shown[name] = message;
    }
    setErrors(shown);
    const first = order.find((name) => shown[name]);
    if (first !== undefined) elements.current.get(first)?.focus();
    return first;
  }

  function setError(name: F, message: Message) {
    setErrors((current) => ({ ...current, [name]: message || undefined }));
  }

  return {
    errors,
    field: (name) => ({ id: id(name), ref: ref(name), error: errors[name] }),
    control: (name) => ({
      id: id(name),
      ref: ref(name),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId(name) : undefined,
    }),
    errorId,
    report,
    checkAll: (problem) =>
      report(Object.fromEntries(order.map((name) => [name, problem(name)])) as FieldErrors<F>),
    setError,
    checkOnBlur(name, value, message) {
      if (value !== '' || errors[name]) setError(name, message);
    },
    clearWhenFixed(name, message) {
      if (!message) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    reset: () => setErrors({}),
  };
}
