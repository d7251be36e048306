/**
 * SPEC §5: a stored value equal to the text 'undefined' or 'null' counts as empty. Those strings are
 * what String(undefined) / String(null) leave behind when a missing value was written to storage, so
 * they are matched exactly (case-sensitive); null, undefined and '' are empty too. Whitespace is a
 * value, because nothing in the app writes it by accident.
 */
export function isEmptyStored(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 'undefined' || value === 'null';
}

/** A stored value, or null when it counts as empty; the single way to read localStorage values. */
export function readStored(value: string | null | undefined): string | null {
  return isEmptyStored(value) ? null : (value as string);
}
