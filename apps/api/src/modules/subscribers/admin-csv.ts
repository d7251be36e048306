/**
 * RFC 4180 CSV for spreadsheets: fields quoted when they hold a comma, quote, CR or LF (quotes
 * doubled), CRLF between records. A cell starting with =, +, - or @ (also after a tab or CR,
 * which some spreadsheets skip) gets a leading ' so it is shown as text, never run as a formula
 * (OWASP "CSV injection"): subscribers type their own e-mail and the source comes from a form.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly (string | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
