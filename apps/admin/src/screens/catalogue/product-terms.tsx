import type { AdminCatalogueTerms, AdminProduct, AdminTagRef } from '@atelier/api/schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { catalogueApi, catalogueTermsKey } from './catalogue-api';
import { SaveFooter } from './save-footer';
import { localized } from './localized';
import { useProductSave, type ProductPart } from './use-product-save';

interface Chosen {
  collections: number[];
  tags: number[];
}

const chosenOf = (p: AdminProduct): Chosen => ({
  collections: p.collections.map((c) => c.id),
  tags: p.tags.map((t) => t.id).sort((a, b) => a - b),
});
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
const sameChosen = (a: Chosen, b: Chosen) => sameIds(a.collections, b.collections) && sameIds(a.tags, b.tags);
/** Collections and tags are sent whole: the ids replace the product's. */
const TERMS: ProductPart<Chosen> = {
  valuesOf: chosenOf,
  same: sameChosen,
  changes: (_base, draft) => ({
    collection_ids: draft.collections,
    tag_ids: [...draft.tags].sort((a, b) => a - b),
  }),
};
const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

const KNOWN_GROUPS = ['scent_family', 'occasion'] as const;
const isKnownGroup = (group: string): group is (typeof KNOWN_GROUPS)[number] =>
  (KNOWN_GROUPS as readonly string[]).includes(group);

/** Tags by their group (scent families, occasions, ...), in the store's order. */
function groupsOf(tags: readonly AdminTagRef[]): [string, AdminTagRef[]][] {
  const groups = new Map<string, AdminTagRef[]>();
  for (const tag of tags) groups.set(tag.group, [...(groups.get(tag.group) ?? []), tag]);
  return [...groups];
}

/**
 * The product's collections and tags as checkbox groups (native checkboxes: Tab and Space), saved
 * together on the product's version; a 409 shows what the other person chose. Collections keep
 * the order they were ticked in (the first is the product's primary collection).
 */
export function ProductTerms({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (next: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { language } = useLanguage();
  const terms = useQuery({ queryKey: catalogueTermsKey, queryFn: () => catalogueApi(api).terms() });
  const { draft, setDraft, dirty, theirs, save, submit, takeTheirs, overwrite, discard } = useProductSave(
    product,
    onSaved,
    TERMS,
  );

  return (
    <section className="admin-catalogue__section" aria-labelledby="terms-heading">
      <h2 id="terms-heading">{t('catalogue.terms.title')}</h2>
      {terms.isError ? (
        <LoadFailed error={terms.error} onRetry={() => void terms.refetch()} />
      ) : terms.isPending ? (
        <Loading />
      ) : (
        <form className="admin-catalogue__form" onSubmit={submit} noValidate>
          <TermChoices terms={terms.data} draft={draft} language={language} onChange={setDraft} />
          <SaveFooter
            save={save}
            dirty={dirty}
            conflict={
              theirs ? (
                <dl className="admin-catalogue__theirs">
                  <div>
                    <dt>{t('catalogue.terms.collections')}</dt>
                    <dd>
                      {theirs.collections.map((c) => localized(c.name, language)).join(', ') ||
                        t('audit.nothing')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('catalogue.terms.tags')}</dt>
                    <dd>
                      {theirs.tags.map((tag) => localized(tag.name, language)).join(', ') ||
                        t('audit.nothing')}
                    </dd>
                  </div>
                </dl>
              ) : null
            }
            onTakeTheirs={takeTheirs}
            onOverwrite={overwrite}
            onDiscard={discard}
            saveText={t('catalogue.terms.save')}
            savedText={t('catalogue.terms.saved')}
            refused={t('catalogue.terms.refused')}
          />
        </form>
      )}
    </section>
  );
}

function TermChoices({
  terms,
  draft,
  language,
  onChange,
}: {
  terms: AdminCatalogueTerms;
  draft: Chosen;
  language: Parameters<typeof localized>[1];
  onChange: (update: (d: Chosen) => Chosen) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="admin-catalogue__choices">
        <legend>{t('catalogue.terms.collections')}</legend>
        {terms.collections.map((collection) => (
          <label key={collection.id} className="admin-catalogue__toggle">
            <input
              type="checkbox"
              checked={draft.collections.includes(collection.id)}
              onChange={(event) => {
                const on = event.target.checked;
                onChange((d) => ({ ...d, collections: toggled(d.collections, collection.id, on) }));
              }}
            />
            {localized(collection.name, language)}
          </label>
        ))}
      </fieldset>
      {groupsOf(terms.tags).map(([group, tags]) => (
        <fieldset key={group} className="admin-catalogue__choices">
          <legend>
            {/* The store's groups have their own words; a group added later shows by its name. */}
            {isKnownGroup(group)
              ? t(`catalogue.terms.groups.${group}`)
              : t('catalogue.terms.tagGroup', { group: group.replace(/_/g, ' ') })}
          </legend>
          {tags.map((tag) => (
            <label key={tag.id} className="admin-catalogue__toggle">
              <input
                type="checkbox"
                checked={draft.tags.includes(tag.id)}
                onChange={(event) => {
                  const on = event.target.checked;
                  onChange((d) => ({ ...d, tags: toggled(d.tags, tag.id, on) }));
                }}
              />
              {localized(tag.name, language)}
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
