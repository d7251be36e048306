import { useOrders } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { PageHeading } from '@atelier/ui/page-heading';
import { Button } from '@atelier/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { AccountAddressBook } from '../../components/account-address-book/account-address-book';
import { AccountTierBenefits } from '../../components/account-tier-benefits/account-tier-benefits';
import { AccountOrdersTable } from '../../components/account-orders-table/account-orders-table';
import { formatDate } from '../../components/account-orders-table/format-date';
import { AccountPasswordForm } from '../../components/account-password-form/account-password-form';
import { AccountProfileForm } from '../../components/account-profile-form/account-profile-form';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import { EmptyOrders } from './empty-orders';

/** How many orders the account page shows before "See all your orders". */
export const LATEST_ORDERS = 3;

/**
 * `account`: who the member is (with a form to edit it), their tier, guest code and what each tier
 * gives, their address book, the password form, the latest orders.
 */
export function ProfileView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const title = t('account.title');
  useDocumentTitle(title);
  if (!user) return null;
  return (
    <div className="account-page">
      <PageHeading title={title} lead={t('account.lead')} />
      <div className="account-page__grid">
        <Profile user={user} />
        <Membership user={user} />
      </div>
      <AccountAddressBook />
      <LatestOrders />
      <section className="account-page__section">
        <AccountPasswordForm />
      </section>
    </div>
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [editing, setEditing] = useState<boolean | 'closed'>(false);
  const edit = useRef<HTMLButtonElement>(null);
  // Back from the form (saved or cancelled): focus returns to the button that opened it.
  useEffect(() => {
    if (editing === 'closed') edit.current?.focus();
  }, [editing]);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  // E-mail and phone are written left-to-right, also inside Arabic text.
  const rows = [
    { id: 'name', term: t('account.profile.name'), value: name || t('account.profile.notGiven') },
    { id: 'email', term: t('account.profile.email'), value: user.email, dir: 'ltr' },
    {
      id: 'phone',
      term: t('account.profile.phone'),
      value: user.phone ?? t('account.profile.notGiven'),
      dir: user.phone ? 'ltr' : undefined,
    },
    { id: 'since', term: t('account.profile.memberSince'), value: formatDate(user.date_joined, locale) },
  ];
  return (
    <section className="account-page__section" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="account-page__section-title">
        {t('account.profile.title')}
      </h2>
      {editing === true ? (
        <AccountProfileForm user={user} onDone={() => setEditing('closed')} />
      ) : (
        <>
          <dl className="account-page__facts">
            {rows.map((row) => (
              <div key={row.id}>
                <dt>{row.term}</dt>
                <dd>{row.dir ? <bdi dir={row.dir}>{row.value}</bdi> : row.value}</dd>
              </div>
            ))}
          </dl>
          <Button ref={edit} variant="secondary" onClick={() => setEditing(true)}>
            {t('account.profile.edit')}
          </Button>
        </>
      )}
    </section>
  );
}

function Membership({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="account-page__section" aria-labelledby="account-tier-title">
      <h2 id="account-tier-title" className="account-page__section-title">
        {t('account.tier.title')}
      </h2>
      {user.membership_tier ? (
        <>
          <p className={`account-page__tier account-page__tier--${user.membership_tier}`}>
            {t('account.tier.current', { tier: t(`account.tier.names.${user.membership_tier}`) })}
          </p>
          {user.workshop_guest_code ? (
            <>
              <p>{t('account.tier.guestCode', { code: user.workshop_guest_code })}</p>
              <p className="account-page__muted">{t('account.tier.guestCodeHint')}</p>
            </>
          ) : null}
        </>
      ) : (
        <p>{t('account.tier.none')}</p>
      )}
      <AccountTierBenefits tier={user.membership_tier} />
      <p>
        <Link to={pathIn(locale, 'account', 'bookings')}>{t('workshops.account.menu')}</Link>
      </p>
    </section>
  );
}

function LatestOrders() {
  const { t } = useTranslation();
  const locale = useLocale();
  const orders = useOrders({ page: 1, pageSize: LATEST_ORDERS });
  const list = orders.data?.results ?? [];
  return (
    <section className="account-page__section" aria-labelledby="account-latest-title">
      <h2 id="account-latest-title" className="account-page__section-title">
        {t('account.orders.latest')}
      </h2>
      {orders.isError ? (
        <Alert kind="error">{t('account.orders.loadError')}</Alert>
      ) : orders.isPending ? (
        <p role="status">{t('account.loading')}</p>
      ) : list.length === 0 ? (
        <EmptyOrders headingLevel={3} />
      ) : (
        <>
          <AccountOrdersTable orders={list} caption={t('account.orders.latest')} />
          <p>
            <Link to={pathIn(locale, 'account', 'orders')}>{t('account.orders.all')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
