import { createRef, useState, type RefObject } from 'react';

/**
 * A form's per-field messages and the refs of its inputs: `show(found)` puts the messages up and
 * focuses the first field (in `order`) that has one, so a screen reader reads it; it says whether
 * there was any.
 */
export function useFieldErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [refs] = useState(
    () =>
      Object.fromEntries(order.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );
  const show = (found: Partial<Record<F, string>>): boolean => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) refs[first].current?.focus();
    return first !== undefined;
  };
  return { errors, refs, show };
}
