import type { AdminCmsPageNew } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { isLanguage, LANGUAGES, pageKeyOf, pagesApi, STORE_PAGE_SLUGS, type PageKey } from './pages-api';

/** A field's reason in an `invalid` answer, whichever way the client names it. */
const reasonOf = (fields: Record<string, string>, name: string) => fields[name] ?? fields[`body.${name}`];

/**
 * Starts a page in a country and language: for the store one of its own pages (the store has a
 * route for those alone, so a new store page is a translation), for the business area any slug
 * under its prefixes. The server checks it all again; this saves a pointless round trip.
 */
export function NewPageForm() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [area, setArea] = useState<'store' | 'business'>('store');
  const [storeSlug, setStoreSlug] = useState<string>('faq');
  const [businessSlug, setBusinessSlug] = useState('business-');
  const [country, setCountry] = useState('');
  const [language, setLanguage] = useState<PageKey['language']>('en');
  const [title, setTitle] = useState('');
  const [copyCountry, setCopyCountry] = useState('');
  const [copyLanguage, setCopyLanguage] = useState<PageKey['language']>('en');

  const create = useMutation({
    mutationFn: (body: AdminCmsPageNew) => pagesApi(api).create(body),
    onSuccess: (page) => {
      const key = { slug: page.slug, country: page.country, language: page.language };
      queryClient.setQueryData(pageKeyOf(key), page);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'pages', 'list'] });
      void navigate(`${page.slug}/${page.country}/${page.language}`);
    },
  });
  const slug = area === 'store' ? storeSlug : businessSlug.trim();
  const fields = isAdminError(create.error, 'invalid') ? create.error.fields : {};
  const exists = isAdminError(create.error, 'conflict');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = copyCountry.trim().toLowerCase();
    create.mutate({
      slug,
      country: country.trim().toLowerCase(),
      language,
      title,
      ...(from ? { copy_from: { country: from, language: copyLanguage } } : {}),
    });
  };
  const languageOptions = LANGUAGES.map((lang) => ({ value: lang, label: t(`cmsPages.languages.${lang}`) }));

  return (
    // Folded away until wanted: the list is what an editor opens this screen for.
    <details className="admin-pages__new">
      <summary>
        <h2 id={headingId}>{t('cmsPages.newPage.heading')}</h2>
      </summary>
      <p className="admin-pages__hint">{t('cmsPages.newPage.lead')}</p>
      <form onSubmit={submit} noValidate className="admin-pages__new-form" aria-labelledby={headingId}>
        <Select
          label={t('cmsPages.newPage.area')}
          value={area}
          onChange={(event) => setArea(event.target.value === 'business' ? 'business' : 'store')}
          options={[
            { value: 'store', label: t('cmsPages.areas.store') },
            { value: 'business', label: t('cmsPages.areas.business') },
          ]}
        />
        {area === 'store' ? (
          <Select
            label={t('cmsPages.newPage.storePage')}
            hint={t('cmsPages.newPage.storePageHint')}
            value={storeSlug}
            error={reasonOf(fields, 'slug')}
            onChange={(event) => setStoreSlug(event.target.value)}
            options={STORE_PAGE_SLUGS.map((value) => ({ value, label: value }))}
          />
        ) : (
          <TextField
            label={t('cmsPages.newPage.slug')}
            hint={t('cmsPages.newPage.slugHint')}
            value={businessSlug}
            required
            maxLength={150}
            dir="ltr"
            error={reasonOf(fields, 'slug')}
            onChange={(event) => setBusinessSlug(event.target.value)}
          />
        )}
        <TextField
          label={t('cmsPages.newPage.country')}
          hint={t('cmsPages.newPage.countryHint')}
          value={country}
          required
          maxLength={2}
          dir="ltr"
          error={reasonOf(fields, 'country')}
          onChange={(event) => setCountry(event.target.value)}
        />
        <Select
          label={t('cmsPages.newPage.language')}
          value={language}
          error={reasonOf(fields, 'language')}
          onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
          options={languageOptions}
        />
        <TextField
          label={t('cmsPages.fields.title')}
          value={title}
          required
          maxLength={300}
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          error={reasonOf(fields, 'title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <fieldset className="admin-pages__copy">
          <legend>{t('cmsPages.newPage.copyFrom')}</legend>
          <TextField
            label={t('cmsPages.newPage.copyCountry')}
            hint={t('cmsPages.newPage.copyCountryHint')}
            value={copyCountry}
            maxLength={2}
            dir="ltr"
            error={reasonOf(fields, 'copy_from') ?? reasonOf(fields, 'copy_from.country')}
            onChange={(event) => setCopyCountry(event.target.value)}
          />
          <Select
            label={t('cmsPages.newPage.copyLanguage')}
            value={copyLanguage}
            onChange={(event) => isLanguage(event.target.value) && setCopyLanguage(event.target.value)}
            options={languageOptions}
          />
        </fieldset>
        <div className="admin-filters__actions">
          <Button type="submit" disabled={create.isPending}>
            {t('cmsPages.newPage.submit')}
          </Button>
        </div>
        {exists ? (
          <Alert kind="warning" live="alert" title={t('cmsPages.actionFailed')}>
            {t('cmsPages.newPage.exists')}{' '}
            <Link to={`${slug}/${country.trim().toLowerCase()}/${language}`}>
              {t('cmsPages.newPage.open')}
            </Link>
          </Alert>
        ) : create.isError ? (
          <Alert kind="error" live="alert" title={t('cmsPages.actionFailed')}>
            {isAdminError(create.error, 'invalid') ? t('cmsPages.fixFields') : t('cmsPages.newPage.failed')}
          </Alert>
        ) : null}
      </form>
    </details>
  );
}
