import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-region';

describe('ToastRegion', () => {
  it('stacks toasts in order inside a named region and dismisses the chosen one', async () => {
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        label="Notifications"
        dismissLabel="Dismiss notification"
        onDismiss={onDismiss}
        toasts={[
          { id: 'a', kind: 'success', message: 'Logged in' },
          { id: 'b', kind: 'error', message: 'Could not save' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Logged in', 'Could not save']);
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('is present, empty, when there is nothing to say', () => {
    render(
      <ToastRegion label="Notifications" dismissLabel="Dismiss" onDismiss={() => undefined} toasts={[]} />,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
