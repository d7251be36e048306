import type { Outcome, ProductSummary, Tag } from '@atelier/api/schema';
import { getCurrency } from '@atelier/commerce/money';
import { Button, buttonClassName } from '@atelier/ui/button';
import { Price } from '@atelier/ui/price';
import { ResponsiveImage } from '@atelier/ui/responsive-image';
import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../i18n';
import { BESPOKE_TYPE, curatePicks, type Pick } from './curate-picks';

export interface QuizResultProps {
  outcome: Outcome;
  onAddToCart(product: ProductSummary): void | Promise<unknown>;
  /** The product page, when the host has one to link to. */
  productHref?: (product: ProductSummary) => string;
  /** The bespoke perfume builder, when the host has one: a bespoke pick is designed there. */
  builderHref?: string;
  /** Links open in a new tab (a partner's frame: our store is another site). */
  linksInNewTab?: boolean;
  onRetake(): void;
  retaking: boolean;
  retakeFailed: boolean;
  focusOnShow: boolean;
  /** Joins names the language's way ("A, B and C"). */
  listFormat: (items: string[]) => string;
  t: Translate;
}

type AddState = { productId: number; state: 'adding' | 'added' | 'failed'; name: string } | null;

/**
 * The personality in words (its description, or the mood's when the data has none), the mood with
 * its time of day, each scent family the answers led to with what it smells of, and three picks,
 * each with what can be done with it: add a ready-made one to the cart, design the bespoke one in
 * the builder, and read more on any of them.
 */
export function QuizResult({
  outcome,
  onAddToCart,
  productHref,
  builderHref,
  linksInNewTab = false,
  onRetake,
  retaking,
  retakeFailed,
  focusOnShow,
  listFormat,
  t,
}: QuizResultProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState<AddState>(null);
  const { personality, mood } = outcome.personality_choice;
  const families = outcome.scent_families ?? [];
  const picks = curatePicks(outcome.recommended_products);
  const target = linksInNewTab ? { target: '_blank', rel: 'noopener' } : {};

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  // aria-disabled rather than disabled while busy: a disabled button would drop the keyboard focus.
  const add = async (product: ProductSummary) => {
    if (adding?.state === 'adding') return;
    setAdding({ productId: product.id, state: 'adding', name: product.name });
    try {
      await onAddToCart(product);
      setAdding({ productId: product.id, state: 'added', name: product.name });
    } catch {
      setAdding({ productId: product.id, state: 'failed', name: product.name });
    }
  };

  const moodName = t(`quiz.mood.${mood.name}`);
  const moodText = t(mood.time_of_day === 'day' ? 'quiz.result.moodDay' : 'quiz.result.moodNight', {
    mood: moodName,
  });

  const pickCard = ({ product, role }: Pick) => {
    const currency = getCurrency(product.currency);
    const busy = adding?.productId === product.id && adding.state === 'adding';
    const href = productHref?.(product);
    // A bespoke perfume is made to order: its action is the builder, not the cart.
    const design = product.type === BESPOKE_TYPE ? builderHref : undefined;
    return (
      <li className={`scent-quiz__pick scent-quiz__pick--${role}`} key={product.id}>
        <div className="scent-quiz__pick-picture">
          {product.image ? (
            // The pipeline's sizes (160–640 px), not the 1200 px source: 104 px a row on phones,
            // 20rem from 40rem.
            <ResponsiveImage
              src={product.image}
              alt=""
              width={640}
              height={640}
              sizes="(min-width: 40rem) 20rem, 6.5rem"
              maxWidth={640}
            />
          ) : null}
        </div>
        <p className="scent-quiz__pick-role">{t(`quiz.result.pick.${role}`)}</p>
        <h4 className="scent-quiz__pick-name">{product.name}</h4>
        <p className="scent-quiz__pick-price">
          {currency ? (
            <Price amount={product.price} currency={currency} />
          ) : (
            <span dir="ltr">{`${product.price} ${product.currency}`}</span>
          )}
        </p>
        <div className="scent-quiz__pick-actions">
          {design ? (
            <a
              className={buttonClassName('primary')}
              href={design}
              aria-label={t('quiz.result.designNamed', { name: product.name })}
              {...target}
            >
              {t('quiz.result.design')}
            </a>
          ) : product.in_stock ? (
            <Button
              onClick={() => void add(product)}
              aria-label={t('quiz.result.addToCartNamed', { name: product.name })}
              aria-disabled={busy || undefined}
            >
              {busy ? t('quiz.result.adding') : t('quiz.result.addToCart')}
            </Button>
          ) : (
            <p className="scent-quiz__sold-out">{t('quiz.result.soldOut')}</p>
          )}
          {href ? (
            <a
              className="scent-quiz__pick-link"
              href={href}
              aria-label={t('quiz.result.viewNamed', { name: product.name })}
              {...target}
            >
              {t('quiz.result.view')}
            </a>
          ) : null}
        </div>
      </li>
    );
  };

  return (
    <section className="scent-quiz__result" aria-labelledby={`${id}-title`}>
      <header className="scent-quiz__result-intro">
        <p className="scent-quiz__eyebrow">{t('quiz.result.heading')}</p>
        <h2
          className="scent-quiz__title scent-quiz__result-title"
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
        >
          {personality.title}
        </h2>
        {personality.image ? (
          <img className="scent-quiz__personality-image" src={personality.image} alt="" />
        ) : null}
        <p className="scent-quiz__description">
          {personality.description || t(`quiz.result.about.${mood.name}`)}
        </p>
        <p className="scent-quiz__mood">{moodText}</p>
      </header>

      {families.length > 0 ? (
        <section className="scent-quiz__families" aria-labelledby={`${id}-families`}>
          <h3 className="scent-quiz__subtitle" id={`${id}-families`}>
            {t('quiz.result.familiesHeading')}
          </h3>
          <p className="scent-quiz__families-lead">
            {t('quiz.result.families', { families: listFormat(families.map((tag) => tag.name)) })}
          </p>
          <ul className="scent-quiz__family-list" aria-labelledby={`${id}-families`}>
            {families.map((family) => (
              <li className="scent-quiz__family" key={family.id}>
                <span className="scent-quiz__family-name">{family.name}</span>
                <span className="scent-quiz__family-about">{familyWords(family, t)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="scent-quiz__picks-section" aria-labelledby={`${id}-picks`}>
        <h3 className="scent-quiz__subtitle" id={`${id}-picks`}>
          {t('quiz.result.recommended')}
        </h3>
        {picks.length === 0 ? (
          <p>{t('quiz.result.noProducts')}</p>
        ) : (
          <>
            <p className="scent-quiz__picks-lead">{t('quiz.result.picksLead', { mood: moodName })}</p>
            <ul className="scent-quiz__picks" aria-labelledby={`${id}-picks`}>
              {picks.map(pickCard)}
            </ul>
          </>
        )}
      </section>
      <p className="scent-quiz__status" role="status">
        {adding?.state === 'added' ? t('quiz.result.added', { name: adding.name }) : ''}
      </p>
      {adding?.state === 'failed' ? (
        <p className="scent-quiz__error" role="alert">
          {t('quiz.result.addError', { name: adding.name })}
        </p>
      ) : null}
      {retakeFailed ? (
        <p className="scent-quiz__error" role="alert">
          {t('quiz.result.retakeError')}
        </p>
      ) : null}
      <div className="scent-quiz__actions">
        <Button
          variant="secondary"
          onClick={() => (retaking ? undefined : onRetake())}
          aria-disabled={retaking || undefined}
        >
          {t('quiz.result.retake')}
        </Button>
      </div>
    </section>
  );
}

/** A family's own description; the widget's words only where the data has none. */
function familyWords(family: Tag, t: Translate): string {
  return family.description || t('quiz.result.familyFallback', { family: family.name });
}
