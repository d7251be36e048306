import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../badge/badge';
import { ProductCard } from './product-card';

const image = {
  src: '/media/products/amber-oud/set.jpg',
  alt: 'Amber Oud bottle',
  width: 1200,
  height: 1500,
};

describe('ProductCard', () => {
  it('names the card by the product and links the name to the product page', () => {
    render(
      <ProductCard
        name="Amber Oud"
        href="/sg/products/best_seller/amber-oud"
        image={image}
        price="S$78.00"
      />,
    );
    const card = screen.getByRole('article', { name: 'Amber Oud' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Amber Oud' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Amber Oud' })).toHaveAttribute(
      'href',
      '/sg/products/best_seller/amber-oud',
    );
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(card).toHaveTextContent('S$78.00');
  });

  it('reserves the picture’s space: lazy image with alt text and intrinsic size', () => {
    render(<ProductCard name="Amber Oud" href="/p" image={image} price="S$78.00" />);
    const img = screen.getByRole('img', { name: 'Amber Oud bottle' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1500');
  });

  it('offers the pipeline’s widths at the grid’s sizes: half the screen on phones, a quarter from tablets', () => {
    render(<ProductCard name="Amber Oud" href="/p" image={image} price="S$78.00" />);
    const img = screen.getByRole('img', { name: 'Amber Oud bottle' });
    expect(img).toHaveAttribute('sizes', '(min-width: 48rem) 25vw, 50vw');
    expect(img.getAttribute('srcset')).toContain('/media/products/amber-oud/set.jpg?w=320 320w');
  });

  it('shows badges and uses the app’s link renderer and heading level', () => {
    render(
      <ProductCard
        name="Velvet Saffron"
        href="/p/velvet-saffron"
        price="S$88.00"
        headingLevel={2}
        badges={<Badge tone="sold-out">Sold out</Badge>}
        renderLink={({ href, className, children }) => (
          <a href={`${href}?from=grid`} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Velvet Saffron' });
    expect(link).toHaveAttribute('href', '/p/velvet-saffron?from=grid');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Velvet Saffron');
    expect(screen.getByRole('article')).toHaveTextContent('Sold out');
  });

  it('keeps the picture box without an image', () => {
    const { container } = render(<ProductCard name="Gift wrap" href="/p" price="S$5.00" />);
    expect(container.querySelector('.ui-product-card__media')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
