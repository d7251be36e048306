import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavList } from './nav-list';

describe('NavList', () => {
  it('is a named navigation with one list item per link', () => {
    render(
      <NavList label="Footer">
        <a href="/sg/faq">FAQ</a>
        <a href="/sg/terms-conditions">Terms and conditions</a>
      </NavList>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/sg/faq');
  });
});
