import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentSection } from '../../app/current-section';

/** A section listed in screens.tsx whose screen is not built yet: said plainly, with a way back. */
export default function NotYetScreen() {
  const { t } = useTranslation();
  const section = useCurrentSection();
  return (
    <div className="admin-screen">
      <PageHeading title={section ? t(`nav.${section}`) : t('notYet.title')} />
      <EmptyState title={t('notYet.title')} action={<Link to="/">{t('errors.toHome')}</Link>}>
        <p>{t('notYet.text')}</p>
      </EmptyState>
    </div>
  );
}
