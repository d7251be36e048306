import { useWorkshopServices, useWorkshopStudio } from '@atelier/api/queries';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { BookingForm } from './booking-form';
import { BookingStatus } from './booking-status';
import { LoadErrorPage, LoadingPage } from './page-state';
import { StudioInfo } from './studio-info';
import './workshops-page.css';

/**
 * `workshop`: booking a place. `?service=&date=` is the form (service and day chosen);
 * `?booking={id}` is that booking: paying while its places are held, then the confirmation.
 * Times are the studio's (`/api/workshops/studio/` time zone), so the studio is read first.
 */
export function WorkshopBookingPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const bookingId = search.get('booking');
  const studio = useWorkshopStudio();
  const services = useWorkshopServices();
  const title = t('workshops.booking.title');
  if (studio.isError || services.isError)
    return (
      <LoadErrorPage title={title} onRetry={() => void Promise.all([studio.refetch(), services.refetch()])} />
    );
  if (studio.isPending || services.isPending) return <LoadingPage title={title} />;
  if (bookingId) return <BookingStatus key={bookingId} bookingId={bookingId} studio={studio.data} />;
  return <BookingPage title={title} studio={studio.data} services={services.data} />;
}

function BookingPage({
  title,
  studio,
  services,
}: {
  title: string;
  studio: Parameters<typeof BookingForm>[0]['studio'];
  services: Parameters<typeof BookingForm>[0]['services'];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(title);
  return (
    <div className="workshops-page">
      <PageHeading title={title} lead={t('workshops.booking.lead')} />
      <div className="workshops-page__layout">
        <BookingForm services={services} studio={studio} />
        <aside className="workshops-page__aside">
          <StudioInfo studio={studio} />
          <p className="workshops-muted">{t('workshops.booking.timesNote', { zone: studio.name })}</p>
          <p>
            <Link to={pathIn(locale, 'perfume-workshop')}>{t('workshops.detail.all')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
