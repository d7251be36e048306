import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryTable } from './summary-table';

describe('SummaryTable', () => {
  it('is a table named by its caption; each amount is read with its row header', () => {
    render(
      <SummaryTable
        caption="Order summary"
        rows={[
          { id: 'subtotal', label: 'Subtotal', value: '1.250.000₫' },
          { id: 'discount', label: 'Discount (WELCOME10)', value: '-125.000₫', kind: 'discount' },
          { id: 'total', label: 'Total', value: '1.125.000₫', kind: 'total' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Order summary' });
    expect(within(table).getByRole('rowheader', { name: 'Subtotal' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total 1.125.000₫' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Discount (WELCOME10) -125.000₫' })).toHaveClass(
      'ui-summary-table__row--discount',
    );
  });

  it('can keep the caption for screen readers only', () => {
    render(<SummaryTable caption="Order summary" hideCaption rows={[]} />);
    expect(screen.getByText('Order summary')).toHaveClass('ui-visually-hidden');
  });
});
