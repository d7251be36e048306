import { PageHeading } from '@atelier/ui/page-heading';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../document-head/document-head';
import { useSession } from './session-provider';

/**
 * A member's own page: a guest goes to the login page, which brings them back here afterwards;
 * while the stored login is checked, `pending` (the page's heading, nothing private).
 */
export function MembersOnly({ pending, children }: { pending: ReactNode; children: ReactNode }) {
  const session = useSession();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (session.status === 'guest') {
    const returnTo = encodeURIComponent(`${pathname}${search}`);
    return <Navigate replace to={`${pathIn(locale, 'login')}?returnTo=${returnTo}`} />;
  }
  if (session.status === 'restoring') return <>{pending}</>;
  return <>{children}</>;
}

/** What a member's page shows while the stored login is checked: its heading and title (texts: `account`). */
export function PendingHeading({ title }: { title: string }) {
  const { t } = useTranslation();
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
