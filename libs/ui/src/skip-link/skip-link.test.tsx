import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first thing a keyboard user reaches and points at the main content', async () => {
    render(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <a href="/sg">Atelier Scents</a>
        <main id="main" tabIndex={-1} />
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });
});
