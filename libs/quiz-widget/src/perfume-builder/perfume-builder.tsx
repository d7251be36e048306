import { useBottleImages, useOutcome, useProduct, useProducts, usePromoRules } from '@atelier/api/queries';
import type { AddCartItemRequest, Product, ProductSummary } from '@atelier/api/schema';
import {
  DEFAULT_PERFUME_CHOICES,
  MAX_BUILDER_QUANTITY,
  builderPrice,
  nextOffer,
  perfumeCartItemRequest,
  perfumeChoiceProblems,
  priceRulesFrom,
  type LabelChoice,
  type PerfumeChoices,
} from '@atelier/commerce/builder';
import {
  BOTTLE_COLOURS,
  CAP_COLOURS,
  PERFUME_SIZES,
  SCENT_MOODS,
  type BottleColour,
  type CapColour,
  type LabelSide,
  type PerfumeSize,
  type ScentMoodId,
} from '@atelier/commerce/enums';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { languageTag, textDirection, type Language } from '@atelier/commerce/paths';
import { Button } from '@atelier/ui/button';
import { QuantityStepper } from '@atelier/ui/quantity-stepper';
import { useId, useMemo, useRef, useState } from 'react';
import { translatorFor, type Translate } from '../i18n';
import { BottlePreview } from './bottle-preview';
import { currencyFor } from './currency-for';
import { LabelField } from './label-field';
import { OptionGroup } from './option-group';
import { PriceSummary } from './price-summary';
import { BESPOKE_TYPE, ScentPicker, bespokeRecommendations, type ScentChoice } from './scent-picker';
import './perfume-builder.css';

/** What the host learns about the perfume besides the request (for its analytics and messages). */
export interface PerfumeBuilderSummary {
  name: string;
  /** The variant's id in the product feed (GA4 item_id). */
  itemFeedId: string;
  /** One bottle after the perfume_diy rules, in minor units of `currency`. */
  price: number;
  total: number;
  quantity: number;
  currency: string;
}

export interface PerfumeBuilderProps {
  lang: Language;
  /** A quiz outcome: its recommended perfumes come first and its mood is preselected. */
  outcomeId?: string | null;
  /** A partner's slug, sent as `?partnership=` with the scent families. */
  partnership?: string;
  /** How to write the visitor's currency (the country's own symbol); commerce's table otherwise. */
  currency?: CurrencyDisplay;
  /**
   * The perfume_diy cart item request (`POST /api/carts/{cartPk}/items/`) holding every choice in
   * its customization. What adding means is the host's: the store adds to its cart, the embed opens
   * the store. A rejected promise shows an error and keeps the choices.
   */
  onAddToCart(item: AddCartItemRequest, summary: PerfumeBuilderSummary): void | Promise<unknown>;
  /**
   * The host's page already has the heading and lead (the store's page): the builder's own title
   * is kept for screen readers (it names the region) and its intro left out. Shown by default (a
   * partner's frame has nothing else).
   */
  headingHidden?: boolean;
}

const BOTTLE_SWATCHES: Record<BottleColour, string> = {
  black: '#1b1b1b',
  clear: 'linear-gradient(135deg, #f4f7f8, #cfd8dc)',
};
const CAP_SWATCHES: Record<CapColour, string> = {
  black: '#1b1b1b',
  gold: 'linear-gradient(135deg, #e8c766, #b08d2c)',
  white: '#ffffff',
};

type AddState = 'idle' | 'adding' | 'added' | 'failed';

/**
 * The bespoke perfume builder: scent, mood, size, bottle and cap colours, and the text and font of
 * both labels, with a live preview and the price. Needs the host's `ApiClientProvider` and
 * `QueryClientProvider` (`@atelier/api/queries`); the API client's locale decides the currency of
 * the prices and the language of the server's texts, `lang` the builder's own words.
 */
export function PerfumeBuilder({
  lang,
  outcomeId = null,
  partnership,
  currency,
  onAddToCart,
  headingHidden = false,
}: PerfumeBuilderProps) {
  const t = useMemo(() => translatorFor(lang), [lang]);
  const id = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const [choices, setChoices] = useState<PerfumeChoices>({ ...DEFAULT_PERFUME_CHOICES, outcomeId });
  const [scent, setScent] = useState<ScentChoice | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [addState, setAddState] = useState<AddState>('idle');

  const outcome = useOutcome(outcomeId ?? undefined);
  const images = useBottleImages();
  const rules = usePromoRules(BESPOKE_TYPE);
  // The cheapest bespoke bottle: the price shown before a perfume is chosen.
  const cheapest = useProducts({ type: [BESPOKE_TYPE], sort: 'price_asc', page_size: 1 });

  // Until the shopper picks, the quiz's first bespoke recommendation and its mood are the choice.
  const firstRecommended = bespokeRecommendations(outcome.data?.recommended_products)[0];
  const effectiveScent: ScentChoice | null =
    scent ?? (firstRecommended ? { productId: firstRecommended.id, familyId: null } : null);
  const mood = choices.mood ?? (outcome.data?.personality_choice.mood.id as ScentMoodId | undefined) ?? null;

  const product = useProduct(
    { type: BESPOKE_TYPE, id: String(effectiveScent?.productId ?? 0) },
    { queryConfig: { enabled: effectiveScent !== null } },
  );
  const loaded: Product | undefined =
    product.data && product.data.id === effectiveScent?.productId ? product.data : undefined;
  const variant = loaded?.variants.find((candidate) => candidate.size === choices.size);

  const full: PerfumeChoices = {
    ...choices,
    mood,
    productId: effectiveScent?.productId ?? null,
    variantId: variant?.id ?? null,
    scentTagIds: effectiveScent?.familyId ? [effectiveScent.familyId] : [],
    outcomeId: effectiveScent && effectiveScent.familyId === null ? outcomeId : null,
  };
  const problems = perfumeChoiceProblems(full);

  const display = variant ? currencyFor(variant.currency, currency) : null;
  const priceRules = variant && rules.data ? priceRulesFrom(rules.data, variant.currency) : [];
  const priceInput = variant
    ? { unitPrice: variant.price, quantity: choices.quantity, productType: BESPOKE_TYPE, rules: priceRules }
    : null;
  const price = priceInput ? builderPrice(priceInput) : null;
  const offerFound = priceInput ? nextOffer(priceInput) : null;
  const offerRule = offerFound ? rules.data?.find((rule) => rule.id === offerFound.ruleId) : undefined;
  const offer =
    offerFound && offerRule
      ? { name: offerRule.name, minQuantity: offerFound.minQuantity, price: offerFound.price }
      : null;
  const startingPrice = fromPrice(loaded, cheapest.data?.results[0], currency);

  const update = (change: Partial<PerfumeChoices>) => {
    setChoices((current) => ({ ...current, ...change }));
    setAddState('idle');
  };
  const updateLabel = (side: LabelSide, label: LabelChoice) =>
    update({ labels: { ...choices.labels, [side]: label } });

  const add = async () => {
    if (addState === 'adding') return;
    if (problems.length > 0 || !loaded || !variant || !price) {
      setShowProblems(true);
      // Move to the list so a keyboard or screen reader user learns what is missing.
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    setShowProblems(false);
    const request = perfumeCartItemRequest(full) satisfies AddCartItemRequest;
    setAddState('adding');
    try {
      await onAddToCart(request, {
        name: loaded.name,
        itemFeedId: variant.item_feed_id,
        price: price.price,
        total: price.total,
        quantity: price.quantity,
        currency: variant.currency,
      });
      setAddState('added');
    } catch {
      setAddState('failed');
    }
  };

  const problemTexts = problemMessages(problems, Boolean(loaded && !variant), t);

  return (
    <section
      className="perfume-builder"
      lang={languageTag(lang)}
      dir={textDirection(lang)}
      aria-labelledby={`${id}-title`}
    >
      <h2 className={headingHidden ? 'ui-visually-hidden' : 'perfume-builder__title'} id={`${id}-title`}>
        {t('builder.title')}
      </h2>
      {headingHidden ? null : <p className="perfume-builder__intro">{t('builder.intro')}</p>}
      {images.isError || rules.isError || product.isError ? (
        <div className="perfume-builder__load-error" role="alert">
          <p>{t('builder.loadError')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (images.isError) void images.refetch();
              if (rules.isError) void rules.refetch();
              if (product.isError) void product.refetch();
            }}
          >
            {t('builder.tryAgain')}
          </Button>
        </div>
      ) : images.isPending || rules.isPending ? (
        <p className="perfume-builder__hint" role="status">
          {t('builder.loading')}
        </p>
      ) : null}
      <div className="perfume-builder__layout">
        <div className="perfume-builder__choices">
          <ScentPicker
            outcomeId={outcomeId}
            partnership={partnership}
            value={effectiveScent}
            onChange={(next) => {
              setScent(next);
              setAddState('idle');
            }}
            t={t}
          />
          <OptionGroup<ScentMoodId>
            legend={t('builder.mood.legend')}
            value={mood}
            onChange={(next) => update({ mood: next })}
            options={SCENT_MOODS.map((m) => ({
              value: m.id,
              label: t(`builder.mood.${m.name}`),
              hint: t(`builder.mood.${m.timeOfDay}`),
            }))}
          />
          <OptionGroup<PerfumeSize>
            legend={t('builder.size.legend')}
            value={choices.size}
            onChange={(size) => update({ size })}
            options={PERFUME_SIZES.map((size) => {
              const unavailable = loaded !== undefined && !loaded.variants.some((v) => v.size === size);
              return {
                value: size,
                label: t(`builder.size.${size}`),
                hint: unavailable ? t('builder.size.unavailable') : undefined,
                disabled: unavailable,
              };
            })}
          />
          <OptionGroup<BottleColour>
            legend={t('builder.bottle.legend')}
            value={choices.bottleColour}
            onChange={(bottleColour) => update({ bottleColour })}
            options={BOTTLE_COLOURS.map((colour) => ({
              value: colour,
              label: t(`builder.colour.${colour}`),
              swatch: BOTTLE_SWATCHES[colour],
            }))}
          />
          <OptionGroup<CapColour>
            legend={t('builder.cap.legend')}
            value={choices.capColour}
            onChange={(capColour) => update({ capColour })}
            options={CAP_COLOURS.map((colour) => ({
              value: colour,
              label: t(`builder.colour.${colour}`),
              swatch: CAP_SWATCHES[colour],
            }))}
          />
          <LabelField
            side="front"
            label={choices.labels.front}
            onChange={(l) => updateLabel('front', l)}
            t={t}
          />
          <LabelField
            side="back"
            label={choices.labels.back}
            onChange={(l) => updateLabel('back', l)}
            t={t}
          />
        </div>
        <div className="perfume-builder__summary">
          <BottlePreview
            images={images.data}
            bottleColour={choices.bottleColour}
            capColour={choices.capColour}
            size={choices.size}
            labels={choices.labels}
            t={t}
          />
          {/* One block for paying: on a phone it stays at the foot of the screen while the
              choices scroll by, so the price is always in sight (perfume-builder.css). */}
          <div className="perfume-builder__purchase">
            <PriceSummary price={price} currency={display} from={startingPrice} offer={offer} t={t} />
            <QuantityStepper
              label={t('builder.quantity.label')}
              value={choices.quantity}
              min={1}
              max={MAX_BUILDER_QUANTITY}
              onChange={(quantity) => update({ quantity })}
              decreaseLabel={t('builder.quantity.decrease')}
              increaseLabel={t('builder.quantity.increase')}
            />
            {showProblems && problemTexts.length > 0 ? (
              <div className="perfume-builder__problems" role="alert" tabIndex={-1} ref={problemsRef}>
                <p>{t('builder.problems.heading')}</p>
                <ul>
                  {problemTexts.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button
              className="perfume-builder__add"
              aria-disabled={addState === 'adding' ? true : undefined}
              onClick={() => void add()}
            >
              {addState === 'adding' ? t('builder.adding') : t('builder.addToCart')}
            </Button>
            <p className="perfume-builder__status" role="status">
              {addState === 'added' && loaded ? t('builder.added', { name: loaded.name }) : null}
            </p>
            {addState === 'failed' ? (
              <p className="perfume-builder__error" role="alert">
                {t('builder.addError')}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * What a bottle starts at while no price can be given: the chosen perfume's cheapest size (the
 * chosen size is not made), else the cheapest bespoke perfume's.
 */
function fromPrice(
  loaded: Product | undefined,
  cheapest: ProductSummary | undefined,
  hostCurrency: CurrencyDisplay | undefined,
): { amount: number; currency: CurrencyDisplay } | null {
  const variants = loaded?.variants ?? [];
  if (variants.length > 0) {
    const lowest = variants.reduce((low, v) => (v.price < low.price ? v : low));
    return { amount: lowest.price, currency: currencyFor(lowest.currency, hostCurrency) };
  }
  return cheapest ? { amount: cheapest.price, currency: currencyFor(cheapest.currency, hostCurrency) } : null;
}

function problemMessages(
  problems: ReturnType<typeof perfumeChoiceProblems>,
  sizeUnavailable: boolean,
  t: Translate,
): string[] {
  const texts = new Set<string>();
  for (const problem of problems) {
    if (problem.field === 'scent')
      texts.add(sizeUnavailable ? t('builder.problems.size') : t('builder.problems.scent'));
    else if (problem.field === 'mood') texts.add(t('builder.problems.mood'));
    else if (problem.field === 'label.front' || problem.field === 'label.back')
      texts.add(t('builder.problems.label'));
  }
  return [...texts];
}

export default PerfumeBuilder;
