import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { isAdminError, isForbidden } from '../app/admin-api';

/** While a screen's data comes: announced politely, never a blank screen. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="admin-loading" role="status">
      {t('app.loading')}
    </p>
  );
}

/** A 403 from the server (or a screen the role may not open). */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Alert kind="warning" title={t('errors.forbidden')} live="status">
      {t('errors.forbiddenText')}
    </Alert>
  );
}

/**
 * What a screen shows when its data could not be read: a 403 as "Your role cannot do this", no
 * connection as such, anything else as a failure with "Try again". (A 401 never lands here: the
 * console goes to sign-in.)
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isForbidden(error)) return <Forbidden />;
  const offline = isAdminError(error, 'offline');
  return (
    <Alert kind="error" title={t('errors.failed')}>
      <p>{offline ? t('errors.offline') : t('errors.failedText')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

/**
 * A screen whose code could not be loaded (its chunk gone after a deploy, the connection dropped) or
 * that broke while drawing: the screen's heading says so, and "Reload" fetches the current build.
 */
export function ScreenFailed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-screen">
      <PageHeading title={t('errors.failed')} lead={t('errors.screenFailedText')} />
      <p>
        <Button onClick={onReload}>{t('app.reload')}</Button>
      </p>
    </div>
  );
}
