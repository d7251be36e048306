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
import { customerListKey, customersApi, type CustomerListQuery } from './customers-api';

const FILTERS = ['q', 'tier'] as const;
const TIERS = ['silver', 'gold', 'black', 'none'] as const;
type Tier = (typeof TIERS)[number];
const isTier = (value: string | null): value is Tier => (TIERS as readonly string[]).includes(value ?? '');

function queryOf(params: URLSearchParams): CustomerListQuery {
  const tier = params.get('tier');
  return {
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    tier: isTier(tier) ? tier : undefined,
  };
}

/** Members, newest first: search by name or e-mail, tier filter, 25 a page. */
export function CustomerList() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const customers = useQuery({
    queryKey: customerListKey(query),
    queryFn: () => customersApi(api).list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="admin-screen">
      <PageHeading title={t('customers.title')} lead={t('customers.lead')} />
      <ListFilters
        label={t('customers.search')}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <TextField label={t('customers.q')} type="search" maxLength={200} {...list.field('q')} />
        <Select
          label={t('customers.tier')}
          {...list.field('tier')}
          options={[
            { value: '', label: t('customers.anyTier') },
            ...TIERS.map((value) => ({ value, label: t(`customers.tiers.${value}`) })),
          ]}
        />
      </ListFilters>
      <ListResults
        list={customers}
        caption={t('customers.caption')}
        columns={[t('customers.name'), t('customers.email'), t('customers.tier'), t('customers.joined')]}
        empty={{
          title: t('customers.empty'),
          text: list.filtered ? t('customers.emptyFiltered') : t('customers.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <Link to={String(c.id)}>{`${c.first_name} ${c.last_name}`.trim() || c.email}</Link>
              </th>
              <td className="admin-customers__break">{c.email}</td>
              <td>{t(`customers.tiers.${c.tier ?? 'none'}`)}</td>
              <td>{dateFormat.format(new Date(c.date_joined))}</td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}
