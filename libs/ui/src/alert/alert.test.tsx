import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors assertively', () => {
    render(<Alert kind="error" title="Wrong e-mail or password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('announces other kinds politely and can be a plain part of the page', () => {
    const { rerender } = render(<Alert kind="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(
      <Alert kind="info" live="none">
        Free shipping from S$80
      </Alert>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Free shipping from S$80')).toBeInTheDocument();
  });
});
