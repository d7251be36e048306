import type { User } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { Disclosure } from '@atelier/ui/disclosure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import './account-menu.css';

export interface AccountMenuProps {
  user: User;
  onLogout: () => Promise<void>;
}

/** "Account": who is signed in, their tier, links to their account, orders and workshop bookings, and "Log out". */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  // Controlled, so following a link closes the panel (the header stays mounted across pages).
  const [open, setOpen] = useState(false);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <Disclosure label={t('header.account')} open={open} onOpenChange={setOpen}>
      <div className="account-menu">
        <p className="account-menu__name">{t('header.signedInAs', { name })}</p>
        <p className="account-menu__tier">{t(`tiers.${user.membership_tier ?? 'none'}`)}</p>
        <ul className="account-menu__links">
          <li>
            <Link to={pathIn(locale, 'account')} onClick={() => setOpen(false)}>
              {t('header.accountMenu.account')}
            </Link>
          </li>
          <li>
            <Link to={pathIn(locale, 'account', 'orders')} onClick={() => setOpen(false)}>
              {t('header.accountMenu.orders')}
            </Link>
          </li>
          <li>
            <Link to={pathIn(locale, 'account', 'bookings')} onClick={() => setOpen(false)}>
              {t('header.accountMenu.bookings')}
            </Link>
          </li>
          <li>
            <Link to={pathIn(locale, 'account', 'wishlist')} onClick={() => setOpen(false)}>
              {t('header.accountMenu.wishlist')}
            </Link>
          </li>
          <li>
            <Link to={pathIn(locale, 'account', 'privacy')} onClick={() => setOpen(false)}>
              {t('header.accountMenu.privacy')}
            </Link>
          </li>
        </ul>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onLogout();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('header.logout')}
        </Button>
      </div>
    </Disclosure>
  );
}
