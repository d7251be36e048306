import type { AdminLocalizedDescription, AdminProduct, AdminProductUpdate } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/paths';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { catalogueApi } from './catalogue-api';
import { ConflictNotice } from './conflict-notice';
import { LANGUAGES } from './localized';

type Texts = Pick<AdminProduct, 'name' | 'description' | 'published'>;

const textsOf = (p: Texts): Texts => ({
  name: { ...p.name },
  description: { ...p.description },
  published: p.published,
});
/** The text typed in a field runs in its own language's direction, whatever the console's. */
const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
const sameLocalized = (a: AdminLocalizedDescription, b: AdminLocalizedDescription) =>
  LANGUAGES.every((language) => a[language] === b[language]);
const sameTexts = (a: Texts, b: Texts) =>
  sameLocalized(a.name, b.name) && sameLocalized(a.description, b.description) && a.published === b.published;

/** What the form changed against the product it was opened on: only those fields are sent. */
function changesOf(base: Texts, draft: Texts): Omit<AdminProductUpdate, 'version'> {
  const changes: Omit<AdminProductUpdate, 'version'> = {};
  if (!sameLocalized(base.name, draft.name)) changes.name = draft.name;
  if (!sameLocalized(base.description, draft.description)) changes.description = draft.description;
  if (base.published !== draft.published) changes.published = draft.published;
  return changes;
}

/**
 * Names, descriptions (four languages) and publication, saved together on the version the form was
 * opened at. A 409 shows what the other person saved, and the merchandiser either takes theirs or
 * saves their own over it knowingly (only the fields they changed are sent either way).
 */
export function ProductTexts({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (next: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [base, setBase] = useState<{ version: number; texts: Texts }>(() => ({
    version: product.version,
    texts: textsOf(product),
  }));
  const [draft, setDraft] = useState<Texts>(() => textsOf(product));
  const [theirs, setTheirs] = useState<AdminProduct | null>(null);
  const dirty = !sameTexts(base.texts, draft);

  // The product read again or saved elsewhere on this screen (a price raises its version too):
  // unchanged texts only move the version on; changed ones replace an untouched form.
  useEffect(() => {
    if (product.version === base.version) return;
    if (sameTexts(textsOf(product), base.texts)) setBase({ version: product.version, texts: base.texts });
    else if (!dirty) {
      setBase({ version: product.version, texts: textsOf(product) });
      setDraft(textsOf(product));
    }
  }, [product, base, dirty]);

  const save = useMutation({
    mutationFn: (version: number) =>
      catalogueApi(api).update(product.id, { version, ...changesOf(base.texts, draft) }),
    onSuccess: (next) => {
      setTheirs(null);
      setBase({ version: next.version, texts: textsOf(next) });
      setDraft(textsOf(next));
      onSaved(next);
    },
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) setTheirs(error.current as AdminProduct);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty) save.mutate(base.version);
  };
  const takeTheirs = () => {
    if (!theirs) return;
    setBase({ version: theirs.version, texts: textsOf(theirs) });
    setDraft(textsOf(theirs));
    setTheirs(null);
    save.reset();
    onSaved(theirs);
  };
  const setName = (language: Language) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, name: { ...d.name, [language]: event.target.value } }));
  const setDescription = (language: Language) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, description: { ...d.description, [language]: event.target.value } }));
  const fields = isAdminError(save.error, 'invalid') ? save.error.fields : {};

  return (
    <section className="admin-catalogue__section" aria-labelledby="texts-heading">
      <h2 id="texts-heading">{t('catalogue.texts.title')}</h2>
      <form className="admin-catalogue__form" onSubmit={submit} noValidate>
        <label className="admin-catalogue__toggle">
          <input
            type="checkbox"
            checked={draft.published}
            onChange={(event) => setDraft((d) => ({ ...d, published: event.target.checked }))}
          />
          {t('catalogue.texts.published')}
        </label>
        <p className="admin-catalogue__hint">{t('catalogue.texts.publishedHint')}</p>
        <div className="admin-catalogue__languages">
          {LANGUAGES.map((language) => (
            <fieldset key={language} className="admin-catalogue__language">
              <legend>{t(`catalogue.languages.${language}`)}</legend>
              <TextField
                label={t('catalogue.texts.name')}
                value={draft.name[language]}
                maxLength={200}
                required={language === 'en'}
                lang={language}
                dir={direction(language)}
                error={fields[`name.${language}`] ? t('catalogue.texts.nameMissing') : undefined}
                onChange={setName(language)}
              />
              <TextAreaField
                label={t('catalogue.texts.description')}
                value={draft.description[language]}
                maxLength={20000}
                rows={5}
                lang={language}
                dir={direction(language)}
                onChange={setDescription(language)}
              />
            </fieldset>
          ))}
        </div>
        {theirs ? (
          <ConflictNotice
            busy={save.isPending}
            onTakeTheirs={takeTheirs}
            onOverwrite={() => save.mutate(theirs.version)}
          >
            <TheirTexts base={base.texts} theirs={theirs} />
          </ConflictNotice>
        ) : save.isError && !isAdminError(save.error, 'invalid') ? (
          <Alert kind="error" title={t('catalogue.saveFailed')}>
            {t('errors.failedText')}
          </Alert>
        ) : save.isSuccess && !dirty ? (
          <Alert kind="success" live="status">
            {t('catalogue.texts.saved')}
          </Alert>
        ) : null}
        <div className="admin-filters__actions">
          <Button type="submit" disabled={!dirty || save.isPending || theirs !== null}>
            {save.isPending ? t('catalogue.saving') : t('catalogue.texts.save')}
          </Button>
          {dirty && !theirs ? (
            <Button variant="secondary" onClick={() => setDraft(base.texts)}>
              {t('catalogue.discard')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** The fields the other person changed since this form was opened, with their values. */
function TheirTexts({ base, theirs }: { base: Texts; theirs: AdminProduct }) {
  const { t } = useTranslation();
  const rows: { label: string; value: string; lang?: string }[] = [];
  if (base.published !== theirs.published) {
    rows.push({
      label: t('catalogue.texts.published'),
      value: theirs.published ? t('catalogue.published') : t('catalogue.unpublished'),
    });
  }
  for (const language of LANGUAGES) {
    const where = t(`catalogue.languages.${language}`);
    if (base.name[language] !== theirs.name[language])
      rows.push({
        label: `${t('catalogue.texts.name')} (${where})`,
        value: theirs.name[language],
        lang: language,
      });
    if (base.description[language] !== theirs.description[language])
      rows.push({
        label: `${t('catalogue.texts.description')} (${where})`,
        value: theirs.description[language],
        lang: language,
      });
  }
  if (rows.length === 0) return <p>{t('catalogue.conflict.otherFields')}</p>;
  return (
    <dl className="admin-catalogue__theirs">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd lang={row.lang}>{row.value || t('audit.nothing')}</dd>
        </div>
      ))}
    </dl>
  );
}
