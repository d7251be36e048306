/**
 * Label text of a bespoke perfume (SPEC §3 "label sides"): what the shop can engrave on one line
 * of a label. The limit is counted in characters as a shopper sees them in a text field (Unicode
 * code points after NFC, so a Vietnamese "ệ" typed as e + two marks still counts once), and the
 * contract's 40 (PerfumeLabel.text maxLength) stays out of reach.
 */
export const LABEL_MAX_CHARACTERS = 20;

export type LabelTextProblem = 'too_long' | 'not_printable';

// Letters, marks, digits, punctuation, symbols and the plain space: no control or format characters
// (they cannot be printed and could reorder the text), no line breaks (a label is one line), no
// private-use or unassigned code points.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]*$/u;

/** The text as it is stored and printed: NFC, surrounding spaces removed. */
export function normalizeLabelText(text: string): string {
  return text.normalize('NFC').trim();
}

/** Characters of a label text as counted against the limit. */
export function labelLength(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

/** Why a label text cannot be printed, or null when it can (an empty text means "no label"). */
export function labelTextProblem(text: string): LabelTextProblem | null {
  const normalized = normalizeLabelText(text);
  if (!PRINTABLE.test(normalized)) return 'not_printable';
  if (labelLength(normalized) > LABEL_MAX_CHARACTERS) return 'too_long';
  return null;
}

/**
 * Cuts typed or pasted text to the limit (for a field that must not grow past it), keeping whole
 * characters: a surrogate pair is never split.
 */
export function clampLabelText(text: string): string {
  const characters = Array.from(text.normalize('NFC'));
  return characters.length > LABEL_MAX_CHARACTERS
    ? characters.slice(0, LABEL_MAX_CHARACTERS).join('')
    : text.normalize('NFC');
}
