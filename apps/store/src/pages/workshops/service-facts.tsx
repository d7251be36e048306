import type { WorkshopService } from '@atelier/api/schema';
import { Price } from '@atelier/ui/price';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/locale-context';
import { currencyDisplay } from '../../app/money/currency-display';
import { formatOpeningDays } from './workshop-time';

/** Duration, price per guest, seats per slot and opening days of a service, as a definition list. */
export function ServiceFacts({ service }: { service: WorkshopService }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = currencyDisplay(service.currency, locale);
  const rows = [
    {
      id: 'duration',
      term: t('workshops.facts.duration'),
      value: t('workshops.facts.minutes', { count: service.duration_minutes }),
    },
    {
      id: 'price',
      term: t('workshops.facts.price'),
      value: currency ? <Price amount={service.price} currency={currency} /> : null,
    },
    {
      id: 'seats',
      term: t('workshops.facts.seats'),
      value: t('workshops.facts.seatsValue', { count: service.capacity_per_slot }),
    },
    { id: 'days', term: t('workshops.facts.days'), value: formatOpeningDays(service.opening_days, locale) },
  ];
  return (
    <dl className="workshops-facts">
      {rows.map((row) => (
        <div key={row.id}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
