import type { Field } from './edited-fields';

/**
 * Keeps what a visitor typed or chose before the page hydrated. A server-rendered form can be
 * filled before its code runs: React 19 keeps the DOM's value when it hydrates a field, but the
 * component's state (a controlled field) still holds the server's value and no `onChange` is
 * sent, so the first submit would send the server's value, or fail validation, under the visitor's
 * text (the business enquiry journey, typing right after the page loads).
 *
 * Once every part has hydrated (`whenHydrated`), the entry looks for the server's fields that
 * differ from what it wrote (edited-fields.ts) and, only if it finds one, loads this module, which
 * gives each such field the event its component listens to, as if the visitor had just made that
 * edit. React compares a field's value with the one it last saw (set through the `value`/`checked`
 * property), so the field is first shown the server's value that way and then the visitor's
 * through the element's own setter, and `onChange` fires. A field already in step gets the same
 * value again.
 */
export function replayEdits(fields: readonly Field[]): void {
  // Read every edit first: the first replay re-renders the form, and React then writes its state
  // (still the server's) into the fields not replayed yet.
  for (const replay of fields.map(edit)) replay();
}

/** The element's own property setter, past the one React puts on the node to watch it. */
function setNatively(field: Field, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

/** What the visitor left in the field, as the replay that hands it to React. */
function edit(field: Field): () => void {
  if (field instanceof HTMLSelectElement) {
    const selected = [...field.options].map((option) => option.selected);
    return () => {
      [...field.options].forEach((option, i) => (option.selected = selected[i] ?? option.selected));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field.type === 'checkbox' || field.type === 'radio') {
    const input = field as HTMLInputElement;
    const checked = input.checked;
    return () => {
      // The radio the visitor chose replays for its group.
      if (input.type === 'radio' && !checked) return;
      // React last saw the other state; the click (what React listens to here) toggles to the visitor's.
      input.checked = !checked;
      input.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
  }
  const value = field.value;
  return () => {
    field.value = field.defaultValue === value ? '' : field.defaultValue;
    setNatively(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}
