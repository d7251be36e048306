import { useSetSaved, useWishlist } from '@atelier/api/queries';
import type { WishlistEntry } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button, buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { StoreProductCard } from '../../components/product-grid/product-grid';
import { MembersOnly, PendingHeading } from '../../components/session/members-only';
import { wishlistError } from '../../components/wishlist-toggle/wishlist-error';
import './wishlist-page.css';

/**
 * `account/wishlist`: the member's saved products as listing cards, priced in their market, each
 * with a remove button. Only for members (a guest logs in first and comes back).
 */
export function WishlistPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly pending={<PendingHeading title={t('account.wishlist.title')} />}>
      <SavedProducts />
    </MembersOnly>
  );
}

function SavedProducts() {
  const { t } = useTranslation();
  const title = t('account.wishlist.title');
  useDocumentTitle(title);
  const wishlist = useWishlist();
  const items = wishlist.data?.items ?? [];
  return (
    <div className="wishlist-page">
      <PageHeading title={title} lead={t('account.wishlist.lead')} />
      {wishlist.isError ? (
        <Alert kind="error">{t('account.wishlist.loadError')}</Alert>
      ) : wishlist.isPending ? (
        <p role="status">{t('account.loading')}</p>
      ) : items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="wishlist-page__list" aria-label={title}>
          {items.map((entry) => (
            <SavedProduct key={entry.product.id} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedProduct({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation();
  const remove = useSetSaved();
  const [error, setError] = useState<string | null>(null);
  const { product } = entry;
  return (
    <li className="wishlist-page__item">
      <StoreProductCard product={product} headingLevel={2} />
      <Button
        variant="secondary"
        className="wishlist-page__remove"
        aria-disabled={remove.isPending ? true : undefined}
        onClick={() => {
          if (remove.isPending) return;
          setError(null);
          remove.mutate(
            { productId: product.id, saved: false },
            { onError: (failure) => setError(wishlistError(failure, t)) },
          );
        }}
      >
        {t('account.wishlist.remove', { name: product.name })}
      </Button>
      {error ? <Alert kind="error">{error}</Alert> : null}
    </li>
  );
}

function EmptyWishlist() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <EmptyState
      title={t('account.wishlist.empty.title')}
      action={
        <Link className={buttonClassName('primary')} to={pathIn(locale, 'all-perfumes')}>
          {t('account.wishlist.empty.action')}
        </Link>
      }
    >
      {t('account.wishlist.empty.text')}
    </EmptyState>
  );
}
