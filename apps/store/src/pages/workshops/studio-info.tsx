import type { WorkshopStudio } from '@atelier/api/schema';
import { useTranslation } from 'react-i18next';

/** Where the workshops happen: the studio's name, address and opening hours. */
export function StudioInfo({ studio, headingLevel = 2 }: { studio: WorkshopStudio; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="workshops-studio" aria-labelledby="workshops-studio-title">
      <Heading id="workshops-studio-title">{t('workshops.studio.title')}</Heading>
      <p className="workshops-studio__name">{studio.name}</p>
      <address>{studio.address}</address>
      <p>{t('workshops.studio.hours', { hours: studio.hours })}</p>
    </section>
  );
}
