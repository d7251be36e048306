import { useWorkshopServices, useWorkshopStudio } from '@atelier/api/queries';
import type { WorkshopService } from '@atelier/api/schema';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { ResponsiveImage } from '@atelier/ui/responsive-image';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { NotFoundContent } from '../not-found/not-found-content';
import { LoadErrorPage, LoadingPage } from './page-state';
import { ServiceFacts } from './service-facts';
import { StudioInfo } from './studio-info';
import { bookingPath, findService, WORKSHOP_IMAGE } from './workshop-links';
import './workshops-page.css';

/**
 * `perfume-workshop-detail/{id or code}`: one service in full and "Book". Without an id the visitor
 * goes to the list; an id or code no service has is the not-found page.
 */
export function WorkshopDetailPage() {
  const { id } = useParams();
  const locale = useLocale();
  if (!id) return <Navigate replace to={pathIn(locale, 'perfume-workshop')} />;
  return <ServiceDetail idOrCode={id} />;
}

function ServiceDetail({ idOrCode }: { idOrCode: string }) {
  const { t } = useTranslation();
  const services = useWorkshopServices();
  const title = t('workshops.list.title');
  if (services.isError) return <LoadErrorPage title={title} onRetry={() => void services.refetch()} />;
  if (services.isPending) return <LoadingPage title={title} />;
  const service = findService(services.data, idOrCode);
  if (!service) return <NotFoundContent reason="page" />;
  return <Detail service={service} />;
}

function Detail({ service }: { service: WorkshopService }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const studio = useWorkshopStudio();
  useDocumentTitle(service.name);
  return (
    <div className="workshops-page">
      <PageHeading title={service.name} lead={service.description ?? undefined} />
      {service.image ? (
        // Decorative (the title names the workshop); the page's largest picture: fetched first.
        <ResponsiveImage
          className="workshops-page__image"
          src={service.image}
          alt=""
          width={WORKSHOP_IMAGE.width}
          height={WORKSHOP_IMAGE.height}
          sizes="(min-width: 72rem) 70rem, 100vw"
          priority
        />
      ) : null}
      <ServiceFacts service={service} />
      <p className="workshops-card__actions">
        <Link className={buttonClassName('primary')} to={bookingPath(locale, service)}>
          {t('workshops.list.book', { name: service.name })}
        </Link>
      </p>
      {studio.data ? <StudioInfo studio={studio.data} /> : null}
      <p>
        <Link to={pathIn(locale, 'perfume-workshop')}>{t('workshops.detail.all')}</Link>
      </p>
    </div>
  );
}
