import { Badge } from '@atelier/ui/badge';
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
import { NewPageForm } from './new-page-form';
import { isLanguage, LANGUAGES, pageListKey, pagesApi, type PageListQuery } from './pages-api';

const FILTERS = ['q', 'country', 'language', 'area'] as const;

function queryOf(params: URLSearchParams): PageListQuery {
  const language = params.get('language');
  const area = params.get('area');
  const country = params.get('country')?.trim().toLowerCase();
  return {
    page: pageOf(params),
    page_size: PAGE_SIZE,
    q: params.get('q')?.trim() || undefined,
    country: country && /^[a-z]{2}$/.test(country) ? country : undefined,
    language: isLanguage(language) ? language : undefined,
    area: area === 'store' || area === 'business' ? area : undefined,
  };
}

/** Store and business pages, one row per country and language, each leading to its editor. */
export function PageList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const list = useListFilters(FILTERS);
  const query = queryOf(list.params);
  const pages = useQuery({
    queryKey: pageListKey(query),
    queryFn: () => pagesApi(api).list(query),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="admin-screen">
      <PageHeading title={t('cmsPages.title')} lead={t('cmsPages.lead')} />
      <NewPageForm />
      <ListFilters
        label={t('cmsPages.search')}
        filtered={list.filtered}
        onApply={() => list.apply()}
        onClear={list.clear}
      >
        <TextField label={t('cmsPages.filters.q')} type="search" maxLength={200} {...list.field('q')} />
        <TextField
          label={t('cmsPages.filters.country')}
          hint={t('cmsPages.filters.countryHint')}
          maxLength={2}
          {...list.field('country')}
        />
        <Select
          label={t('cmsPages.filters.language')}
          {...list.field('language')}
          options={[
            { value: '', label: t('cmsPages.filters.any') },
            ...LANGUAGES.map((language) => ({ value: language, label: t(`cmsPages.languages.${language}`) })),
          ]}
        />
        <Select
          label={t('cmsPages.filters.area')}
          {...list.field('area')}
          options={[
            { value: '', label: t('cmsPages.filters.any') },
            { value: 'store', label: t('cmsPages.areas.store') },
            { value: 'business', label: t('cmsPages.areas.business') },
          ]}
        />
      </ListFilters>
      <ListResults
        list={pages}
        caption={t('cmsPages.caption')}
        columns={[t('cmsPages.pageTitle'), t('cmsPages.slug'), t('cmsPages.locale'), t('cmsPages.status')]}
        empty={{
          title: t('cmsPages.empty'),
          text: list.filtered ? t('cmsPages.emptyFiltered') : t('cmsPages.emptyText'),
        }}
        page={query.page}
        onPage={list.goTo}
      >
        {(results) =>
          results.map((page) => (
            <tr key={`${page.slug}/${page.country}/${page.language}`}>
              <th scope="row">
                <Link to={`${page.slug}/${page.country}/${page.language}`}>{page.title}</Link>
              </th>
              <td>
                <code>{page.slug}</code>
              </td>
              <td>
                {page.country.toUpperCase()} · {t(`cmsPages.languages.${page.language}`)}
              </td>
              <td>
                <Badge tone={page.published ? 'info' : 'neutral'}>
                  {page.published ? t('cmsPages.published') : t('cmsPages.unpublished')}
                </Badge>
                {page.has_draft ? (
                  <>
                    {' '}
                    <Badge tone="neutral">{t('cmsPages.draft')}</Badge>
                  </>
                ) : null}
              </td>
            </tr>
          ))
        }
      </ListResults>
    </div>
  );
}
