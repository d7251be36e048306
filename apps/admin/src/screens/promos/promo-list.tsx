import type { AdminPromoState, AdminPromoSummary } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { buttonClassName } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { pageOf, useListFilters } from '../../layout/use-list-filters';
import { PROMO_STATES, promoListKey, promosApi, type PromoListQuery } from './promos-api';

const FILTERS = ['q', 'state'] as const;

const isState = (value: string | null): value is AdminPromoState =>
  (PROMO_STATES as readonly string[]).includes(value ?? '');

function queryOf(params: URLSearchParams): PromoListQuery {
  const state = params.get('state');
  return {
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    state: isState(state) ? state : undefined,
  };
}

export const STATE_TONE: Record<AdminPromoState, 'info' | 'neutral' | 'sold-out'> = {
  active: 'info',
  scheduled: 'neutral',
  used_up: 'sold-out',
  expired: 'neutral',
  deactivated: 'sold-out',
};

/** What a code takes off, in a few words. */
export function useRuleText() {
  const { t } = useTranslation();
  return (promo: Pick<AdminPromoSummary, 'kind' | 'percent'>) =>
    promo.kind === 'percentage'
      ? t('promos.rule.percentage', { percent: promo.percent })
      : t(`promos.rule.${promo.kind}`);
}

/** Every promo and tier code: search, state, 25 a page, each leading to its page. */
export function PromoList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const ruleText = useRuleText();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const promos = useQuery({
    queryKey: promoListKey(query),
    queryFn: () => promosApi(api).list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="admin-screen">
      <PageHeading title={t('promos.title')} lead={t('promos.lead')} />
      <p>
        <Link className={buttonClassName('primary')} to="new">
          {t('promos.new')}
        </Link>
      </p>
      <ListFilters
        label={t('promos.search')}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <TextField label={t('promos.filters.q')} type="search" maxLength={100} {...list.field('q')} />
        <Select
          label={t('promos.filters.state')}
          {...list.field('state')}
          options={[
            { value: '', label: t('promos.filters.any') },
            ...PROMO_STATES.map((s) => ({ value: s, label: t(`promos.state.${s}`) })),
          ]}
        />
      </ListFilters>
      <ListResults
        list={promos}
        caption={t('promos.caption')}
        columns={[
          t('promos.code'),
          t('promos.ruleColumn'),
          t('promos.stateColumn'),
          t('promos.usage'),
          t('promos.ends'),
        ]}
        empty={{
          title: t('promos.empty'),
          text: list.filtered ? t('promos.emptyFiltered') : t('promos.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((promo) => (
            <tr key={promo.id}>
              <th scope="row">
                <Link to={String(promo.id)}>
                  <code>{promo.code}</code>
                </Link>
                {promo.tiers ? (
                  <>
                    {' '}
                    <Badge tone="neutral">{t('promos.tierCode')}</Badge>
                  </>
                ) : null}
              </th>
              <td>{ruleText(promo)}</td>
              <td>
                <Badge tone={STATE_TONE[promo.state]}>{t(`promos.state.${promo.state}`)}</Badge>
              </td>
              <td>
                {promo.usage_limit === null
                  ? t('promos.usedUnlimited', { used: promo.used_count })
                  : t('promos.usedOf', { used: promo.used_count, limit: promo.usage_limit })}
              </td>
              <td>{promo.ends_at ? new Date(promo.ends_at).toLocaleString() : t('promos.noEnd')}</td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}
