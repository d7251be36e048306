import { PageHeading } from '@atelier/ui/page-heading';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import { accountView, type AccountView } from './account-view';
import { BookingsView } from './bookings-view';
import { OrderDetailView } from './order-detail-view';
import { OrdersView } from './orders-view';
import { ProfileView } from './profile-view';
import './account-page.css';

/**
 * `account`, `account/orders`, `account/orders/{orderId}` and `account/bookings`: one lazy page for the member's own
 * pages, showing the view the path names. Only for members: a guest goes to the login page, which
 * brings them back here afterwards.
 */
export function AccountPage() {
  const { orderId } = useParams();
  const { pathname } = useLocation();
  const view = accountView(pathname, orderId);
  return (
    <MembersOnly view={view}>
      {view.kind === 'profile' ? <ProfileView /> : null}
      {view.kind === 'orders' ? <OrdersView /> : null}
      {view.kind === 'order' ? <OrderDetailView orderId={view.orderId} /> : null}
      {view.kind === 'bookings' ? <BookingsView /> : null}
    </MembersOnly>
  );
}

function MembersOnly({ view, children }: { view: AccountView; children: ReactNode }) {
  const session = useSession();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (session.status === 'guest') {
    const returnTo = encodeURIComponent(`${pathname}${search}`);
    return <Navigate replace to={`${pathIn(locale, 'login')}?returnTo=${returnTo}`} />;
  }
  if (session.status === 'restoring') return <RestoringHeading view={view} />;
  return <>{children}</>;
}

/** While the stored login is checked: the page's heading and title, nothing private yet. */
function RestoringHeading({ view }: { view: AccountView }) {
  const { t } = useTranslation();
  const title =
    view.kind === 'profile'
      ? t('account.title')
      : view.kind === 'bookings'
        ? t('workshops.account.title')
        : t('account.orders.title');
  useDocumentTitle(title);
  return (
    <div aria-busy="true">
      <PageHeading title={title} />
      <p className="ui-visually-hidden" role="status">
        {t('account.loading')}
      </p>
    </div>
  );
}
