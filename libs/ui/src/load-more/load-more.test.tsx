import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('says how much is shown and loads the next batch', async () => {
    const onLoadMore = vi.fn();
    render(
      <LoadMore
        shown={12}
        total={30}
        progressLabel="Showing 12 of 30 products"
        buttonLabel="Load more"
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 30 products');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('has no button once everything is shown', () => {
    render(
      <LoadMore
        shown={30}
        total={30}
        progressLabel="Showing 30 of 30 products"
        buttonLabel="Load more"
        onLoadMore={() => undefined}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ignores clicks while loading and says so', async () => {
    const onLoadMore = vi.fn();
    render(
      <LoadMore
        shown={12}
        total={30}
        progressLabel="Showing 12 of 30"
        buttonLabel="Load more"
        loading
        loadingLabel="Loading…"
        onLoadMore={onLoadMore}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Loading…' }));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
