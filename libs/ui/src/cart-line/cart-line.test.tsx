import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLine } from './cart-line';

const base = {
  name: 'Amber Oud',
  href: '/sg/products/best_seller/amber-oud',
  image: { src: '/media/products/amber-oud.svg', alt: 'Amber Oud bottle', width: 200, height: 200 },
  unitPrice: 'S$78.00',
  unitPriceLabel: 'Price',
  total: 'S$156.00',
  totalLabel: 'Total',
};

describe('CartLine', () => {
  it('is an article named by the product, with variant, prices and a named remove button', async () => {
    const onRemove = vi.fn();
    render(
      <CartLine
        {...base}
        details="Size: 30ml"
        quantity={
          <label>
            Quantity <input defaultValue="2" />
          </label>
        }
        removeLabel="Remove Amber Oud"
        onRemove={onRemove}
      />,
    );
    const line = screen.getByRole('article', { name: 'Amber Oud' });
    expect(within(line).getByRole('link', { name: 'Amber Oud' })).toHaveAttribute('href', base.href);
    expect(within(line).getByRole('img', { name: 'Amber Oud bottle' })).toHaveAttribute('width', '200');
    expect(line).toHaveTextContent('Size: 30ml');
    expect(line).toHaveTextContent('PriceS$78.00');
    expect(line).toHaveTextContent('TotalS$156.00');
    expect(within(line).getByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Remove Amber Oud' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('shows a fixed quantity and no controls for a free gift', () => {
    render(
      <CartLine {...base} name="Mini Orchid Candle" badge="Free gift" quantityText="Qty 1" total="S$0.00" />,
    );
    const line = screen.getByRole('article', { name: 'Mini Orchid Candle' });
    expect(line).toHaveTextContent('Free gift');
    expect(line).toHaveTextContent('Qty 1');
    expect(within(line).queryByRole('button')).toBeNull();
  });

  it('shows a message under the line and marks it busy while saving', () => {
    render(<CartLine {...base} busy message={<p role="alert">Only 2 left in stock.</p>} />);
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 left in stock.');
  });
});
