import { useWorkshopServices, useWorkshopStudio } from '@atelier/api/queries';
import type { WorkshopService } from '@atelier/api/schema';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { ResponsiveImage } from '@atelier/ui/responsive-image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { LoadErrorPage, LoadingPage } from './page-state';
import { ServiceFacts } from './service-facts';
import { StudioInfo } from './studio-info';
import { bookingPath, detailPath, WORKSHOP_IMAGE } from './workshop-links';
import './workshops-page.css';

/**
 * `perfume-workshop`: what the workshops are, the country's studio and every service with its
 * price per guest (in the page's currency), duration, seats per slot and opening days, each with a
 * link to its page and to the booking form with it chosen.
 */
export function PerfumeWorkshopPage() {
  const { t } = useTranslation();
  const services = useWorkshopServices();
  const studio = useWorkshopStudio();
  const title = t('workshops.list.title');
  if (services.isError) return <LoadErrorPage title={title} onRetry={() => void services.refetch()} />;
  if (services.isPending) return <LoadingPage title={title} />;
  return <WorkshopList services={services.data} studio={studio.data ?? null} title={title} />;
}

function WorkshopList({
  services,
  studio,
  title,
}: {
  services: WorkshopService[];
  studio: Parameters<typeof StudioInfo>[0]['studio'] | null;
  title: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(title);
  return (
    <div className="workshops-page">
      <PageHeading title={title} lead={t('workshops.list.lead')} />
      <p>{t('workshops.list.intro')}</p>
      <p>
        <Link className={buttonClassName('primary')} to={bookingPath(locale)}>
          {t('workshops.list.bookAny')}
        </Link>
      </p>
      {studio ? <StudioInfo studio={studio} /> : null}
      <section aria-labelledby="workshops-services-title">
        <h2 id="workshops-services-title">{t('workshops.list.services')}</h2>
        <ul className="workshops-cards">
          {services.map((service) => (
            <li key={service.id}>
              <article className="workshops-card" aria-labelledby={`workshop-${service.code}`}>
                {service.image ? (
                  // Decorative: the heading below names the workshop.
                  <ResponsiveImage
                    className="workshops-card__image"
                    src={service.image}
                    alt=""
                    width={WORKSHOP_IMAGE.width}
                    height={WORKSHOP_IMAGE.height}
                    sizes="(min-width: 56rem) 36rem, 100vw"
                  />
                ) : null}
                <h3 id={`workshop-${service.code}`}>{service.name}</h3>
                {service.description ? <p>{service.description}</p> : null}
                <ServiceFacts service={service} />
                <p className="workshops-card__actions">
                  <Link to={detailPath(locale, service)}>
                    {t('workshops.list.details', { name: service.name })}
                  </Link>
                  <Link className={buttonClassName('primary')} to={bookingPath(locale, service)}>
                    {t('workshops.list.book', { name: service.name })}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
