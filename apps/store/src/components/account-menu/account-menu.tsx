import type { User } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { Disclosure } from '@atelier/ui/disclosure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './account-menu.css';

export interface AccountMenuProps {
  user: User;
  onLogout: () => Promise<void>;
}

/** "Account": who is signed in, their tier, and "Log out". */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <Disclosure label={t('header.account')}>
      <div className="account-menu">
        <p className="account-menu__name">{t('header.signedInAs', { name })}</p>
        <p className="account-menu__tier">{t(`tiers.${user.membership_tier ?? 'none'}`)}</p>
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
