import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadAllTexts } from '../../i18n/i18n';
import { SUCCESS_TOAST_MS, ToastOutlet, ToastProvider, useToasts } from './toast-provider';

// Rendered outside the routes, which load the texts a page needs: load them all here.
beforeAll(loadAllTexts);

function Triggers() {
  const toasts = useToasts();
  return (
    <>
      <button type="button" onClick={() => toasts.success('Logged in')}>
        success
      </button>
      <button type="button" onClick={() => toasts.warning('Only 2 left')}>
        warning
      </button>
      <button type="button" onClick={() => toasts.error('Payment declined')}>
        error
      </button>
    </>
  );
}

function setup(language: 'en' | 'ar' = 'en') {
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <ToastProvider>
        <Triggers />
        <ToastOutlet />
      </ToastProvider>
    </I18nextProvider>,
  );
}

describe('toasts', () => {
  it('stacks warning, success and error toasts with the right live roles', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'warning' }));
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('alert')).toHaveTextContent('Only 2 left');
    expect(within(items[1]!).getByRole('status')).toHaveTextContent('Logged in');
    expect(within(items[2]!).getByRole('alert')).toHaveTextContent('Payment declined');
  });

  it('dismisses one toast with its close button', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    await userEvent.click(screen.getByRole('button', { name: 'warning' }));
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(first!);
    expect(screen.queryByText('Payment declined')).toBeNull();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  it('lets a success go by itself, keeps errors until dismissed', () => {
    vi.useFakeTimers();
    try {
      setup();
      act(() => screen.getByRole('button', { name: 'success' }).click());
      act(() => screen.getByRole('button', { name: 'error' }).click());
      act(() => vi.advanceTimersByTime(SUCCESS_TOAST_MS));
      expect(screen.queryByText('Logged in')).toBeNull();
      expect(screen.getByText('Payment declined')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the region and buttons in the page language', async () => {
    setup('ar');
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(screen.getByRole('region', { name: 'الإشعارات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  });
});
