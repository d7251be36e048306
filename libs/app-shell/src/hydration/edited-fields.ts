/** A form field a visitor can edit. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

/**
 * The server's fields and their options, taken before hydration starts: React keeps these nodes
 * when it hydrates. A field (or option) made later is React's own, and its `default*` properties
 * do not describe the server's markup: a controlled select React creates selects its option
 * without setting `defaultSelected`, which read as "the visitor chose another option" (a
 * replayed `change` then dropped the workshop booking form's chosen day).
 */
export const serverFields = (root: ParentNode): WeakSet<Element> =>
  new WeakSet(root.querySelectorAll(`${FIELDS}, option`));

/** Whether the field no longer shows what the server's markup says (its `default*` properties). */
function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field.type === 'checkbox' || field.type === 'radio')
    return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  return field.type !== 'file' && field.value !== field.defaultValue;
}

/**
 * The server's fields under `root` (`serverFields`; a select only while it holds the server's
 * options) that differ from its markup: what a visitor typed or chose, or the browser put back.
 */
export const editedFields = (root: ParentNode, server: WeakSet<Element>): Field[] =>
  [...root.querySelectorAll<Field>(FIELDS)].filter(
    (field) =>
      [field, ...(field instanceof HTMLSelectElement ? field.options : [])].every((node) =>
        server.has(node),
      ) && edited(field),
  );
