import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('is the contentinfo landmark with its links and note', () => {
    render(
      <SiteFooter note="© Atelier Scents">
        <a href="/sg/faq">FAQ</a>
      </SiteFooter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© Atelier Scents');
  });
});
