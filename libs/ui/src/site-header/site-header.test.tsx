import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('is the banner landmark holding brand, navigation and actions', () => {
    render(
      <SiteHeader
        brand={<a href="/sg">Atelier Scents</a>}
        navigation={<nav aria-label="Main" />}
        actions={<a href="/sg/cart">Cart</a>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Atelier Scents' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});
