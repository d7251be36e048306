/** A form field a visitor can edit. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a visitor changed in a field, against the value the server wrote. */
export type Edit =
  | { kind: 'value'; value: string }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'options'; selected: boolean[] };

export function editOf(field: Field): Edit | null {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return options.some((option) => option.selected !== option.defaultSelected)
      ? { kind: 'options', selected: options.map((option) => option.selected) }
      : null;
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === 'file' || field.type === 'hidden') return null;
    if (field.type === 'checkbox' || field.type === 'radio') {
      return field.checked !== field.defaultChecked ? { kind: 'checked', checked: field.checked } : null;
    }
  }
  return field.value !== field.defaultValue ? { kind: 'value', value: field.value } : null;
}

/** The fields under `root` that differ from the server's markup, with what changed. */
export function editedFields(root: ParentNode): [Field, Edit][] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => {
    const edit = editOf(field);
    return edit ? [[field, edit] as [Field, Edit]] : [];
  });
}
