/**
 * Keeps what a visitor typed or chose before the page hydrated. A server-rendered form can be
 * filled before its code runs: React 19 keeps the DOM's value when it hydrates a field, but the
 * component's state (a controlled field) still holds the server's value and no `onChange` is
 * sent, so the first submit would send the server's value, or fail validation, under the visitor's
 * text (the business enquiry journey, typing right after the page loads).
 *
 * `recordEdits` notes every field whose value differs from what the server wrote; the entry calls
 * it before hydrating and, through `whenHydrated`, `replayEdits` once every part has hydrated:
 * it puts back a value that was reset and gives each edited field the event its component listens
 * to, as if the visitor had just made that edit. React compares a field's value with the one it
 * last saw (set through the `value`/`checked` property), so the field is first shown the server's
 * value that way and then the visitor's through the element's own setter, and `onChange` fires.
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
      for (const [field, recorded] of edits) {
        if (!field.isConnected) continue;
        // A field edited again since keeps its newer value.
        const edit = editOf(field) ?? recorded;
        replay(field, edit);
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

/** The element's own property setter, past the one React puts on the node to watch it. */
function setNatively(field: Field, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

function replay(field: Field, edit: Edit) {
  if (edit.kind === 'value' && !(field instanceof HTMLSelectElement)) {
    field.value = field.defaultValue === edit.value ? '' : field.defaultValue;
    setNatively(field, 'value', edit.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } else if (edit.kind === 'checked' && field instanceof HTMLInputElement) {
    // The radio the visitor chose replays for its group.
    if (field.type === 'radio' && !edit.checked) return;
    // React last saw the other state; the click (what React listens to here) toggles to the visitor's.
    field.checked = !edit.checked;
    field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  } else if (edit.kind === 'options' && field instanceof HTMLSelectElement) {
    [...field.options].forEach((option, i) => (option.selected = edit.selected[i] ?? option.selected));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
