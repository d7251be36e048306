import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

const sgd = { code: 'SGD', symbol: 'S$', is_left: true };
const vnd = { code: 'VND', symbol: '₫', is_left: false };

describe('Price', () => {
  it('formats minor units with the commerce rules', () => {
    const { rerender } = render(<Price amount={123450} currency={sgd} />);
    expect(screen.getByText('S$1,234.50')).toBeInTheDocument();
    rerender(<Price amount={1250000} currency={vnd} />);
    expect(screen.getByText('1.250.000₫')).toBeInTheDocument();
  });

  it('reads a discount out loud, not only as a line-through', () => {
    const { container } = render(
      <Price amount={4000} originalAmount={5000} currency={sgd} originalLabel="Was" currentLabel="Now" />,
    );
    expect(container).toHaveTextContent('Was S$50.00 Now S$40.00');
    expect(container.querySelector('del')).toHaveTextContent('S$50.00');
  });
});
