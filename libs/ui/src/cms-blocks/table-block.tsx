import { useId } from 'react';
import { text, type BlockData } from './cms-block-data';

/** `table`: {heading, columns, rows}: the first cell of a row is its header. */
export function TableBlock({ data }: { data: BlockData }) {
  const headingId = useId();
  const heading = text(data, 'heading', 'title');
  const columns = Array.isArray(data['columns']) ? data['columns'].map(String) : [];
  const rows = Array.isArray(data['rows'])
    ? data['rows'].filter(Array.isArray).map((row) => (row as unknown[]).map((cell) => String(cell ?? '')))
    : [];
  if (rows.length === 0) return null;
  return (
    <section className="ui-cms-table">
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      {/* Scrolls sideways on a narrow screen instead of squeezing the columns; focusable so a
          keyboard user can scroll it too. */}
      <div
        className="ui-cms-table__scroll"
        {...(heading ? { role: 'region', 'aria-labelledby': headingId, tabIndex: 0 } : {})}
      >
        <table aria-labelledby={heading ? headingId : undefined}>
          {columns.length > 0 ? (
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
