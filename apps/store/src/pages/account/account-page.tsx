import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { MembersOnly, PendingHeading } from '../../components/session/members-only';
import { accountView, type AccountView } from './account-view';
import { BookingsView } from './bookings-view';
import { OrderDetailView } from './order-detail-view';
import { OrdersView } from './orders-view';
import { PrivacyView } from './privacy-view';
import { ProfileView } from './profile-view';
import './account-page.css';

/**
 * `account`, `account/orders`, `account/orders/{orderId}`, `account/bookings` and `account/privacy`: one lazy page for the member's own
 * pages, showing the view the path names. Only for members: a guest goes to the login page, which
 * brings them back here afterwards.
 */
export function AccountPage() {
  const { orderId } = useParams();
  const { pathname } = useLocation();
  const view = accountView(pathname, orderId);
  return (
    <MembersOnly pending={<RestoringHeading view={view} />}>
      {view.kind === 'profile' ? <ProfileView /> : null}
      {view.kind === 'orders' ? <OrdersView /> : null}
      {view.kind === 'order' ? <OrderDetailView orderId={view.orderId} /> : null}
      {view.kind === 'bookings' ? <BookingsView /> : null}
      {view.kind === 'privacy' ? <PrivacyView /> : null}
    </MembersOnly>
  );
}

/** While the stored login is checked: the view's heading and title, nothing private yet. */
function RestoringHeading({ view }: { view: AccountView }) {
  const { t } = useTranslation();
  const title =
    view.kind === 'profile'
      ? t('account.title')
      : view.kind === 'bookings'
        ? t('workshops.account.title')
        : view.kind === 'privacy'
          ? t('account.privacy.title')
          : t('account.orders.title');
  return <PendingHeading title={title} />;
}
