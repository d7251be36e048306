import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

describe('Toast', () => {
  it.each([
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('a %s toast has role %s', (kind, role) => {
    render(
      <Toast kind={kind} dismissLabel="Dismiss notification" onDismiss={() => undefined}>
        Message
      </Toast>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('Message');
  });

  it('is dismissed with its own named button', async () => {
    const onDismiss = vi.fn();
    render(
      <Toast kind="error" title="Payment declined" dismissLabel="Dismiss notification" onDismiss={onDismiss}>
        Try another card.
      </Toast>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
