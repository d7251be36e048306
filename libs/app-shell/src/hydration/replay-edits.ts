/**
 * Keeps what a visitor typed or chose before the page hydrated. A server-rendered form can be
 * filled before its code runs: the DOM holds the text, but the component's state (a controlled
 * field) starts from the server's value, and hydrating puts that value back into some fields (a
 * textarea's). The first submit would then send the server's value, or fail validation, under the
 * visitor's text.
 *
 * `recordEdits` notes every field whose value differs from what the server wrote; it is called
 * right before each part of the page hydrates. `replayEdits`, once all have, puts back a value that
 * hydration reset and gives each edited field the event its component listens to (Preact's
 * `onChange` is `input` on text fields, `change` on checkboxes, radios and selects), as if the
 * visitor had just made that edit. A field edited again since keeps its newer value.
 */
export interface EditRecorder {
  recordEdits(): void;
  replayEdits(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Edit =
  | { kind: 'value'; value: string }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'options'; selected: boolean[] };

export function editRecorder(root: ParentNode): EditRecorder {
  const edits = new Map<Field, Edit>();
  return {
    recordEdits() {
      for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
        const edit = editOf(field);
        if (edit) edits.set(field, edit);
      }
    },
    replayEdits() {
      for (const [field, edit] of edits) {
        if (!field.isConnected) continue;
        // Reset by hydration (back to the server's value): the recorded edit is the visitor's.
        if (!editOf(field)) restore(field, edit);
        field.dispatchEvent(new Event(edit.kind === 'value' ? 'input' : 'change', { bubbles: true }));
      }
      edits.clear();
    },
  };
}

function editOf(field: Field): Edit | null {
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

function restore(field: Field, edit: Edit) {
  if (edit.kind === 'value') field.value = edit.value;
  else if (edit.kind === 'checked' && field instanceof HTMLInputElement) field.checked = edit.checked;
  else if (edit.kind === 'options' && field instanceof HTMLSelectElement) {
    [...field.options].forEach((option, i) => (option.selected = edit.selected[i] ?? option.selected));
  }
}
