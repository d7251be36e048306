import { useOutcome, useProducts, useTags } from '@atelier/api/queries';
import type { ProductSummary } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n';
import { OptionGroup } from './option-group';

/** A chosen scent: the perfume_diy product, and the scent family it was found by (if any). */
export interface ScentChoice {
  productId: number;
  familyId: number | null;
}

export interface ScentPickerProps {
  outcomeId: string | null;
  partnership?: string;
  value: ScentChoice | null;
  onChange(choice: ScentChoice): void;
  t: Translate;
}

export const BESPOKE_TYPE = 'perfume_diy' as const;

/** The perfume_diy products a quiz result recommends (the others are not made in the builder). */
export function bespokeRecommendations(products: readonly ProductSummary[] | undefined): ProductSummary[] {
  return (products ?? []).filter((product) => product.type === BESPOKE_TYPE);
}

/**
 * The scent: the perfumes a quiz result recommends, and any perfume by scent family (the quiz's
 * families, `GET /api/tags/?group=scent_family&quiz=true`, then the perfume_diy products of the
 * chosen one).
 */
export function ScentPicker({ outcomeId, partnership, value, onChange, t }: ScentPickerProps) {
  const partner = partnership ? { partnership } : {};
  const outcome = useOutcome(outcomeId ?? undefined);
  const families = useTags({ group: 'scent_family', quiz: true, ...partner });
  const [chosenFamilyId, setFamilyId] = useState<number | null>(value?.familyId ?? null);
  // A lone family is as good as chosen: its perfumes show at once.
  const lone = families.data?.length === 1 ? families.data[0]!.id : null;
  const familyId = chosenFamilyId ?? lone;
  const products = useProducts(
    { type: [BESPOKE_TYPE], tag: familyId ?? undefined, page_size: 24 },
    { queryConfig: { enabled: familyId !== null } },
  );
  const recommended = bespokeRecommendations(outcome.data?.recommended_products);
  const selected = value?.productId ?? null;

  // The only perfume of a family is chosen with the family: there is nothing left to pick, and the
  // price and preview follow at once. A shopper's own pick in that family is never overridden.
  const onlyPerfume =
    familyId !== null && products.data?.results.length === 1 ? products.data.results[0]! : null;
  useEffect(() => {
    if (!onlyPerfume || (value?.familyId === familyId && value.productId === onlyPerfume.id)) return;
    // A family nobody chose (the lone one) does not replace a perfume already there (the quiz's).
    if (chosenFamilyId === null && value) return;
    onChange({ productId: onlyPerfume.id, familyId });
    // Once per family and perfume list: later picks (a quiz recommendation) stay the shopper's.
  }, [onlyPerfume?.id, familyId]);

  return (
    <fieldset className="perfume-builder__group perfume-builder__scent">
      <legend className="perfume-builder__legend">{t('builder.scent.legend')}</legend>
      {outcome.data && recommended.length > 0 ? (
        <OptionGroup<number>
          legend={t('builder.scent.fromQuiz', { title: outcome.data.personality_choice.personality.title })}
          value={value?.familyId === null ? selected : null}
          onChange={(productId) => onChange({ productId, familyId: null })}
          options={recommended.map((product) => ({ value: product.id, label: product.name }))}
        />
      ) : null}
      {families.data && families.data.length > 0 ? (
        <OptionGroup<number>
          legend={t('builder.scent.family')}
          value={familyId}
          onChange={setFamilyId}
          options={families.data.map((family) => ({
            value: family.id,
            label: family.name,
            hint: family.description ?? undefined,
          }))}
        />
      ) : null}
      {families.isError ? (
        <p className="perfume-builder__error" role="alert">
          {t('builder.loadError')}{' '}
          <Button variant="link" onClick={() => void families.refetch()}>
            {t('builder.tryAgain')}
          </Button>
        </p>
      ) : null}
      {familyId === null ? (
        <p className="perfume-builder__hint">{t('builder.scent.chooseFamily')}</p>
      ) : products.isPending ? (
        <p className="perfume-builder__hint" role="status">
          {t('builder.scent.loadingPerfumes')}
        </p>
      ) : products.isError ? (
        <p className="perfume-builder__error" role="alert">
          {t('builder.loadError')}
        </p>
      ) : products.data.results.length === 0 ? (
        <p className="perfume-builder__hint">{t('builder.scent.noPerfumes')}</p>
      ) : (
        <OptionGroup<number>
          legend={t('builder.scent.perfume')}
          value={value?.familyId === familyId ? selected : null}
          onChange={(productId) => onChange({ productId, familyId })}
          options={products.data.results.map((product) => ({ value: product.id, label: product.name }))}
        />
      )}
    </fieldset>
  );
}
