import { ApiError } from '@atelier/api/client';
import { useConfirmNewsletter, useUnsubscribeNewsletter } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import './newsletter-page.css';

/** The token of an e-mail link: `#token=` (kept out of server logs), or `?token=`. */
function tokenOf(hash: string, search: string): string {
  return (
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? ''
  );
}

/**
 * The newsletter's e-mail links: confirming a sign-up, or unsubscribing. The token is read after
 * hydration (the server never sees a fragment), so the server's page and the first browser render
 * agree.
 */
export function NewsletterPage() {
  const { pathname, hash, search } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(tokenOf(hash, search)), [hash, search]);
  return (
    <div className="newsletter-page">
      {/\/unsubscribe\/?$/.test(pathname) ? <Unsubscribe token={token} /> : <Confirm token={token} />}
    </div>
  );
}

function BackHome() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p>
      <Link to={pathIn(locale)}>{t('newsletterPage.home')}</Link>
    </p>
  );
}

/**
 * Opening the confirmation link is the confirmation (the token is single-use, so it is sent once,
 * after hydration; a second open says the link was used).
 */
function Confirm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const title = t('newsletterPage.confirmTitle');
  useDocumentTitle(title);
  const confirm = useConfirmNewsletter();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === null) return;
    sent.current = true;
    if (token) confirm.mutate(token);
  }, [confirm, token]);
  const invalid = token === '' || (confirm.error instanceof ApiError && confirm.error.status === 400);
  return (
    <>
      <PageHeading title={title} />
      <div role="status">
        {confirm.isSuccess ? (
          <Alert kind="success" live="none">
            {t('newsletterPage.confirmed', { email: confirm.data.email })}
          </Alert>
        ) : invalid ? (
          <Alert kind="warning" live="none">
            {t('newsletterPage.confirmFailed')}
          </Alert>
        ) : confirm.isError ? (
          <Alert kind="error" live="none">
            {t('newsletterPage.error')}
          </Alert>
        ) : (
          <p>{t('newsletterPage.confirming')}</p>
        )}
      </div>
      <BackHome />
    </>
  );
}

/**
 * Asks before unsubscribing: a link opened by a mail scanner must not unsubscribe anyone (RFC
 * 8058's one-click is a POST the mailbox provider sends, not this page).
 */
function Unsubscribe({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const title = t('newsletterPage.unsubscribeTitle');
  useDocumentTitle(title);
  const unsubscribe = useUnsubscribeNewsletter();
  const invalid = token === '' || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);
  return (
    <>
      <PageHeading title={title} />
      <div role="status">
        {unsubscribe.isSuccess ? (
          <Alert kind="success" live="none">
            {t('newsletterPage.unsubscribed')}
          </Alert>
        ) : invalid ? (
          <Alert kind="warning" live="none">
            {t('newsletterPage.unsubscribeFailed')}
          </Alert>
        ) : unsubscribe.isError ? (
          <Alert kind="error" live="none">
            {t('newsletterPage.error')}
          </Alert>
        ) : null}
      </div>
      {token && !unsubscribe.isSuccess && !invalid ? (
        <>
          <p>{t('newsletterPage.unsubscribeQuestion')}</p>
          <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? t('newsletterPage.unsubscribing') : t('newsletterPage.unsubscribe')}
          </Button>
        </>
      ) : null}
      <BackHome />
    </>
  );
}
