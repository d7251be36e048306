import type { PrecheckoutChange } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { useTranslation } from 'react-i18next';

/** What precheckout changed in the cart (stock, prices), as a warning; nothing when it changed nothing. */
export function PrecheckoutChanges({ changes }: { changes: readonly PrecheckoutChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <Alert kind="warning" title={t('cart.changes.title')}>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>{change.message}</li>
        ))}
      </ul>
    </Alert>
  );
}
