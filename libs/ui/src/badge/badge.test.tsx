import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('is plain text, read where it stands, with its tone as a class', () => {
    render(
      <p>
        Velvet Saffron <Badge tone="sold-out">Sold out</Badge>
      </p>,
    );
    const badge = screen.getByText('Sold out');
    expect(badge).toHaveClass('ui-badge', 'ui-badge--sold-out');
    expect(badge.closest('p')).toHaveTextContent('Velvet Saffron Sold out');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveClass('ui-badge--neutral');
  });
});
