import type { AdminCatalogueTerms, AdminProduct, AdminTagRef } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { catalogueApi, catalogueTermsKey } from './catalogue-api';
import { ConflictNotice } from './conflict-notice';
import { localized } from './localized';

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
  const [base, setBase] = useState(() => ({ version: product.version, chosen: chosenOf(product) }));
  const [draft, setDraft] = useState<Chosen>(() => chosenOf(product));
  const [theirs, setTheirs] = useState<AdminProduct | null>(null);
  const dirty = !sameChosen(base.chosen, draft);

  // A newer version saved elsewhere on the screen: unchanged choices only move the version on.
  useEffect(() => {
    if (product.version === base.version) return;
    if (sameChosen(chosenOf(product), base.chosen))
      setBase({ version: product.version, chosen: base.chosen });
    else if (!dirty) {
      setBase({ version: product.version, chosen: chosenOf(product) });
      setDraft(chosenOf(product));
    }
  }, [product, base, dirty]);

  const save = useMutation({
    mutationFn: (version: number) =>
      catalogueApi(api).update(product.id, {
        version,
        collection_ids: draft.collections,
        tag_ids: [...draft.tags].sort((a, b) => a - b),
      }),
    onSuccess: (next) => {
      setTheirs(null);
      setBase({ version: next.version, chosen: chosenOf(next) });
      setDraft(chosenOf(next));
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
    setBase({ version: theirs.version, chosen: chosenOf(theirs) });
    setDraft(chosenOf(theirs));
    setTheirs(null);
    save.reset();
    onSaved(theirs);
  };

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
          {theirs ? (
            <ConflictNotice
              busy={save.isPending}
              onTakeTheirs={takeTheirs}
              onOverwrite={() => save.mutate(theirs.version)}
            >
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
                    {theirs.tags.map((tag) => localized(tag.name, language)).join(', ') || t('audit.nothing')}
                  </dd>
                </div>
              </dl>
            </ConflictNotice>
          ) : save.isError ? (
            <Alert kind="error" title={t('catalogue.saveFailed')}>
              {isAdminError(save.error, 'invalid') ? t('catalogue.terms.refused') : t('errors.failedText')}
            </Alert>
          ) : save.isSuccess && !dirty ? (
            <Alert kind="success" live="status">
              {t('catalogue.terms.saved')}
            </Alert>
          ) : null}
          <div className="admin-filters__actions">
            <Button type="submit" disabled={!dirty || save.isPending || theirs !== null}>
              {save.isPending ? t('catalogue.saving') : t('catalogue.terms.save')}
            </Button>
            {dirty && !theirs ? (
              <Button variant="secondary" onClick={() => setDraft(base.chosen)}>
                {t('catalogue.discard')}
              </Button>
            ) : null}
          </div>
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
