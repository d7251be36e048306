import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('is a region named by its heading, with the text and the way out', () => {
    render(
      <EmptyState title="Your cart is empty" action={<a href="/sg/all-perfumes">Shop perfumes</a>}>
        Add a perfume or a candle and it will wait here.
      </EmptyState>,
    );
    const region = screen.getByRole('region', { name: 'Your cart is empty' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Your cart is empty');
    expect(region).toHaveTextContent('Add a perfume or a candle and it will wait here.');
    expect(within(region).getByRole('link', { name: 'Shop perfumes' })).toHaveAttribute(
      'href',
      '/sg/all-perfumes',
    );
  });

  it('takes the heading level of its place in the page', () => {
    render(<EmptyState title="No products match" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No products match' })).toBeInTheDocument();
  });
});
