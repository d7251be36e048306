import { useSetSaved, useWishlist } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { wishlistError } from './wishlist-error';
import './wishlist-toggle.css';

type Outcome =
  { kind: 'idle' } | { kind: 'saved' } | { kind: 'removed' } | { kind: 'failed'; message: string };

/**
 * "Save to wishlist" on a product page, for members (the page loads it once the session says so).
 * A toggle button: pressed when the product is saved; what changed is said in a status line.
 */
export function WishlistToggle({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const wishlist = useWishlist();
  const set = useSetSaved();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const saved = wishlist.data?.items.some((entry) => entry.product.id === productId) ?? false;
  // Until the member's list is known the button would show a guess (and drop a click): none yet.
  if (!wishlist.data) return null;
  const toggle = () => {
    if (set.isPending) return;
    const next = !saved;
    set.mutate(
      { productId, saved: next },
      {
        onSuccess: () => setOutcome({ kind: next ? 'saved' : 'removed' }),
        onError: (error) => setOutcome({ kind: 'failed', message: wishlistError(error, t) }),
      },
    );
  };
  return (
    <div className="wishlist-toggle">
      <Button
        variant="secondary"
        className="wishlist-toggle__button"
        aria-pressed={saved}
        aria-disabled={set.isPending ? true : undefined}
        onClick={toggle}
      >
        <span aria-hidden="true" className="wishlist-toggle__heart">
          {saved ? '♥' : '♡'}
        </span>
        {t('product.wishlist.save')}
      </Button>
      <p role="status" className="wishlist-toggle__status">
        {outcome.kind === 'saved' ? (
          <>
            {t('product.wishlist.saved')}{' '}
            <Link to={pathIn(locale, 'account', 'wishlist')}>{t('product.wishlist.view')}</Link>
          </>
        ) : outcome.kind === 'removed' ? (
          t('product.wishlist.removed')
        ) : null}
      </p>
      {outcome.kind === 'failed' ? <Alert kind="error">{outcome.message}</Alert> : null}
    </div>
  );
}
