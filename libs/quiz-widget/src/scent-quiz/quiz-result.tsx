import type { Outcome, ProductSummary } from '@atelier/api/schema';
import { getCurrency } from '@atelier/commerce/money';
import { Button } from '@atelier/ui/button';
import { Price } from '@atelier/ui/price';
import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../i18n';

export interface QuizResultProps {
  outcome: Outcome;
  onAddToCart(product: ProductSummary): void | Promise<unknown>;
  /** The product page, when the host has one to link to. */
  productHref?: (product: ProductSummary) => string;
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
 * The personality, why (its description, the mood with its time of day and the scent families the
 * answers led to), and the products to add to the cart.
 */
export function QuizResult({
  outcome,
  onAddToCart,
  productHref,
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
  const families = (outcome.scent_families ?? []).map((tag) => tag.name);

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

  const moodText = t(mood.time_of_day === 'day' ? 'quiz.result.moodDay' : 'quiz.result.moodNight', {
    mood: t(`quiz.mood.${mood.name}`),
  });

  return (
    <section className="scent-quiz__result" aria-labelledby={`${id}-title`}>
      <p className="scent-quiz__eyebrow">{t('quiz.result.heading')}</p>
      <h2 className="scent-quiz__title" id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {personality.title}
      </h2>
      {personality.image ? (
        <img className="scent-quiz__personality-image" src={personality.image} alt="" />
      ) : null}
      {personality.description ? <p className="scent-quiz__description">{personality.description}</p> : null}
      <p className="scent-quiz__mood">{moodText}</p>
      {families.length > 0 ? (
        <p className="scent-quiz__families">
          {t('quiz.result.families', { families: listFormat(families) })}
        </p>
      ) : null}

      <h3 className="scent-quiz__subtitle">{t('quiz.result.recommended')}</h3>
      {outcome.recommended_products.length === 0 ? (
        <p>{t('quiz.result.noProducts')}</p>
      ) : (
        <ul className="scent-quiz__products">
          {outcome.recommended_products.map((product) => {
            const currency = getCurrency(product.currency);
            const busy = adding?.productId === product.id && adding.state === 'adding';
            return (
              <li className="scent-quiz__product" key={product.id}>
                {product.image ? (
                  <img src={product.image} alt="" width={160} height={160} loading="lazy" />
                ) : null}
                <h4 className="scent-quiz__product-name">
                  {productHref ? <a href={productHref(product)}>{product.name}</a> : product.name}
                </h4>
                {currency ? (
                  <Price amount={product.price} currency={currency} />
                ) : (
                  <span dir="ltr">{`${product.price} ${product.currency}`}</span>
                )}
                {product.in_stock ? (
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
              </li>
            );
          })}
        </ul>
      )}
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
