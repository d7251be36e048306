import { useTranslation } from 'react-i18next';

/**
 * The card brands the payment provider takes, as small marks drawn for us (simple shapes in the
 * brands' colours, not their artwork): they tell a shopper at a glance which cards work. One image
 * for assistive technology, named by the sentence that lists the brands.
 */
export function CardBrands() {
  const { t } = useTranslation();
  return (
    <p className="card-brands" role="img" aria-label={t('checkout.card.brands')}>
      <svg className="card-brands__mark" viewBox="0 0 40 26" width="40" height="26" aria-hidden="true">
        <rect width="40" height="26" rx="4" fill="#1a1f71" />
        <text
          x="20"
          y="17.5"
          textAnchor="middle"
          fill="#fff"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="11"
          fontStyle="italic"
          fontWeight="700"
          letterSpacing="0.5"
        >
          VISA
        </text>
      </svg>
      <svg className="card-brands__mark" viewBox="0 0 40 26" width="40" height="26" aria-hidden="true">
        <rect width="40" height="26" rx="4" fill="#252525" />
        <circle cx="16" cy="13" r="8" fill="#eb001b" />
        <circle cx="24" cy="13" r="8" fill="#f79e1b" />
        <path d="M20 6.1a8 8 0 0 1 0 13.8a8 8 0 0 1 0-13.8z" fill="#ff5f00" />
      </svg>
      <svg className="card-brands__mark" viewBox="0 0 40 26" width="40" height="26" aria-hidden="true">
        <rect width="40" height="26" rx="4" fill="#2e77bc" />
        <rect x="3" y="7" width="34" height="12" rx="1" fill="none" stroke="#fff" strokeWidth="1" />
        <text
          x="20"
          y="16.5"
          textAnchor="middle"
          fill="#fff"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="8"
          fontWeight="700"
          letterSpacing="0.6"
        >
          AMEX
        </text>
      </svg>
    </p>
  );
}
