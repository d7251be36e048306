import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './summary-table.css';

export interface SummaryRow {
  /** Stable key (subtotal, discount, shipping, total). */
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** 'total' is the amount to pay (bold, separated); 'discount' is shown as a saving. */
  kind?: 'default' | 'discount' | 'total';
}

export interface SummaryTableProps {
  /** The table's caption, its accessible name ("Order summary"). */
  caption: ReactNode;
  hideCaption?: boolean;
  rows: readonly SummaryRow[];
  className?: string;
}

/**
 * Subtotal, discount, shipping and total as a two-column table: each amount is read with its row
 * header ("Shipping, S$5.00"), which a list of loose numbers would not give.
 */
export function SummaryTable({ caption, hideCaption = false, rows, className }: SummaryTableProps) {
  return (
    <table className={classNames('ui-summary-table', className)}>
      <caption className={hideCaption ? 'ui-visually-hidden' : 'ui-summary-table__caption'}>
        {caption}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`ui-summary-table__row ui-summary-table__row--${row.kind ?? 'default'}`}
          >
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
