import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Forbidden } from '../../layout/states';

/** A screen the role may not open (the server would answer 403 to every call it makes). */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return (
    <div className="admin-screen">
      <PageHeading title={t('errors.forbidden')} />
      <Forbidden />
    </div>
  );
}
