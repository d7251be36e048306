import type { AdminLocalizedDescription, AdminProduct, AdminProductUpdate } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/paths';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { SaveFooter } from './save-footer';
import { LANGUAGES } from './localized';
import { useProductSave, type ProductPart } from './use-product-save';

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

const TEXTS: ProductPart<Texts> = { valuesOf: textsOf, same: sameTexts, changes: changesOf };

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
  const { base, draft, setDraft, dirty, theirs, save, submit, takeTheirs, overwrite, discard } =
    useProductSave(product, onSaved, TEXTS);
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
        <SaveFooter
          save={save}
          dirty={dirty}
          conflict={theirs ? <TheirTexts base={base} theirs={theirs} /> : null}
          onTakeTheirs={takeTheirs}
          onOverwrite={overwrite}
          onDiscard={discard}
          saveText={t('catalogue.texts.save')}
          savedText={t('catalogue.texts.saved')}
        />
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
