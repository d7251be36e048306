// The budgets table: one row per file and one per budgeted total, aligned for a terminal or as
// Markdown for docs/performance.md.

const KB = 1024;
const COLUMNS = ['what', 'file', 'raw', 'gzip', 'budget', 'ok'];
/** Sizes read best aligned on the right. */
const RIGHT = new Set(['raw', 'gzip', 'budget']);

/** Bytes as KB with two decimals (KB = 1024 bytes, as the budgets are written). */
export function formatSize(bytes) {
  return `${(bytes / KB).toFixed(2)} KB`;
}

function cells(row) {
  return {
    what: row.what,
    file: row.file,
    raw: row.raw === undefined ? '' : formatSize(row.raw),
    gzip: formatSize(row.gzip),
    budget: row.budget === undefined ? '' : formatSize(row.budget),
    // Only budgeted rows have a verdict; a file on its own is context.
    ok: row.ok === undefined ? '' : row.ok ? 'ok' : 'OVER',
  };
}

/** The rows as text; `markdown` makes a Markdown table. */
export function formatTable(rows, { markdown = false } = {}) {
  const body = rows.map(cells);
  if (markdown) {
    const line = (values) => `| ${values.join(' | ')} |`;
    return [
      line(COLUMNS),
      line(COLUMNS.map((column) => (RIGHT.has(column) ? '---:' : '---'))),
      ...body.map((row) => line(COLUMNS.map((column) => row[column]))),
    ].join('\n');
  }
  const widths = COLUMNS.map((column) => Math.max(column.length, ...body.map((row) => row[column].length)));
  const line = (values) =>
    values
      .map((value, index) =>
        RIGHT.has(COLUMNS[index]) ? value.padStart(widths[index]) : value.padEnd(widths[index]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(COLUMNS),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map((row) => line(COLUMNS.map((column) => row[column]))),
  ].join('\n');
}
