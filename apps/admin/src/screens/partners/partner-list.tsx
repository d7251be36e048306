import { PageHeading } from '@atelier/ui/page-heading';
import { TextField } from '@atelier/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../app/services';
import { ListFilters } from '../../layout/list-filters';
import { ListResults } from '../../layout/list-results';
import { PAGE_SIZE } from '../../layout/pagination';
import { useListFilters } from '../../layout/use-list-filters';
import { partnerListKey, partnersApi } from './partners-api';

const FILTERS = ['q'] as const;

/** Partner sites: search, 25 a page, each leading to its form; "Add a partner". */
export function PartnerList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const list = useListFilters(FILTERS);
  const query = { page: list.page, page_size: PAGE_SIZE, q: list.params.get('q')?.trim() || undefined };
  const partners = useQuery({
    queryKey: partnerListKey(query),
    queryFn: () => partnersApi(api).list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="admin-screen">
      <PageHeading title={t('partnersScreen.title')} lead={t('partnersScreen.lead')} />
      <p>
        <Link to="new" className="admin-partners__add">
          {t('partnersScreen.add')}
        </Link>
      </p>
      <ListFilters
        label={t('partnersScreen.search')}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <TextField label={t('partnersScreen.q')} type="search" maxLength={200} {...list.field('q')} />
      </ListFilters>
      <ListResults
        list={partners}
        caption={t('partnersScreen.caption')}
        columns={[t('partnersScreen.name'), t('partnersScreen.slug'), t('partnersScreen.origins')]}
        empty={{
          title: t('partnersScreen.empty'),
          text: query.q ? t('partnersScreen.emptyFiltered') : t('partnersScreen.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((partner) => (
            <tr key={partner.partnership}>
              <th scope="row">
                <Link to={partner.partnership}>{partner.name}</Link>
              </th>
              <td>
                <code>{partner.partnership}</code>
              </td>
              <td>{t('partnersScreen.originCount', { count: partner.allowed_origins.length })}</td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}
