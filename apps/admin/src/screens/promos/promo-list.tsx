import type { AdminPromoState, AdminPromoSummary } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { Button, buttonClassName } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PAGE_SIZE, Pagination } from '../../layout/pagination';
import { LoadFailed, Loading } from '../../layout/states';
import { PROMO_STATES, promoListKey, promosApi, type PromoListQuery } from './promos-api';

const isState = (value: string | null): value is AdminPromoState =>
  (PROMO_STATES as readonly string[]).includes(value ?? '');

function queryOf(params: URLSearchParams): PromoListQuery {
  const state = params.get('state');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
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
  const calls = promosApi(api);
  const ruleText = useRuleText();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const promos = useQuery({
    queryKey: promoListKey(query),
    queryFn: () => calls.list(query),
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get('q') ?? '');
  const [state, setState] = useState(params.get('state') ?? '');
  const filtered = Boolean(params.get('q') || params.get('state'));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (state) next.set('state', state);
    setParams(next);
  };
  const clear = () => {
    setQ('');
    setState('');
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="admin-screen">
      <PageHeading title={t('promos.title')} lead={t('promos.lead')} />
      <p>
        <Link className={buttonClassName('primary')} to="new">
          {t('promos.new')}
        </Link>
      </p>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label={t('promos.search')}>
        <TextField
          label={t('promos.filters.q')}
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
        <Select
          label={t('promos.filters.state')}
          value={state}
          onChange={(event) => setState(event.target.value)}
          options={[
            { value: '', label: t('promos.filters.any') },
            ...PROMO_STATES.map((s) => ({ value: s, label: t(`promos.state.${s}`) })),
          ]}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t('list.apply')}</Button>
          {filtered ? (
            <Button variant="secondary" onClick={clear}>
              {t('list.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      {promos.isPending ? (
        <Loading />
      ) : promos.isError ? (
        <LoadFailed error={promos.error} onRetry={() => void promos.refetch()} />
      ) : promos.data.results.length === 0 ? (
        <EmptyState title={t('promos.empty')}>
          <p>{filtered ? t('promos.emptyFiltered') : t('promos.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('promos.caption')}>
            <table className="admin-table">
              <caption>{t('promos.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('promos.code')}</th>
                  <th scope="col">{t('promos.ruleColumn')}</th>
                  <th scope="col">{t('promos.stateColumn')}</th>
                  <th scope="col">{t('promos.usage')}</th>
                  <th scope="col">{t('promos.ends')}</th>
                </tr>
              </thead>
              <tbody>
                {promos.data.results.map((promo) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} count={promos.data.count} onPage={goTo} />
        </>
      )}
    </div>
  );
}
