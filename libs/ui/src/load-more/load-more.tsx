import { classNames } from '../internal/class-names';
import './load-more.css';

export interface LoadMoreProps {
  /** How many items are on screen. */
  shown: number;
  total: number;
  /** "Showing 12 of 30 products" (announced politely when it changes). */
  progressLabel: string;
  /** "Load more". */
  buttonLabel: string;
  onLoadMore: () => void;
  /** While the next items are on their way the button says so and ignores clicks. */
  loading?: boolean;
  loadingLabel?: string;
  className?: string;
}

/**
 * Paging by "Load more": how much is shown out of how much, and a button for the next batch while
 * there is one. The new items come after the ones already read, so focus stays where it is.
 */
export function LoadMore({
  shown,
  total,
  progressLabel,
  buttonLabel,
  onLoadMore,
  loading = false,
  loadingLabel,
  className,
}: LoadMoreProps) {
  const more = shown < total;
  return (
    <div className={classNames('ui-load-more', className)}>
      <p className="ui-load-more__progress" role="status">
        {progressLabel}
      </p>
      {total > 0 ? (
        <progress
          className="ui-load-more__bar"
          max={total}
          value={Math.min(shown, total)}
          aria-hidden="true"
        />
      ) : null}
      {more ? (
        <button
          type="button"
          className="ui-load-more__button"
          aria-disabled={loading ? true : undefined}
          onClick={() => {
            if (!loading) onLoadMore();
          }}
        >
          {loading && loadingLabel ? loadingLabel : buttonLabel}
        </button>
      ) : null}
    </div>
  );
}
