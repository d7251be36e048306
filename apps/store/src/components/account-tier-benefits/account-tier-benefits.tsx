import { MEMBERSHIP_TIERS, type MembershipTier } from '@atelier/commerce/enums';
import { GUEST_DISCOUNT_CODES, GUEST_DISCOUNT_PERCENT } from '@atelier/commerce/workshops';
import { useTranslation } from 'react-i18next';
import './account-tier-benefits.css';

/**
 * What each membership tier gives, the member's own marked. The benefits are rules, not data: the
 * tier's workshop guest code and its discount live in `@atelier/commerce/workshops` (SPEC §6 names
 * the codes; the percentages are ours), which the server applies to bookings and this list reads,
 * so the two cannot disagree; the words are in the four catalogues.
 */
export function AccountTierBenefits({ tier }: { tier: MembershipTier | null }) {
  const { t } = useTranslation();
  return (
    <div className="account-tier-benefits">
      <h3 className="account-page__subtitle">{t('account.tier.benefitsTitle')}</h3>
      <ul className="account-tier-benefits__list">
        {MEMBERSHIP_TIERS.map((name) => {
          const code = GUEST_DISCOUNT_CODES[name];
          const yours = name === tier;
          return (
            <li
              key={name}
              className={`account-tier-benefits__tier account-tier-benefits__tier--${name}`}
              aria-current={yours ? 'true' : undefined}
            >
              <p className="account-tier-benefits__name">
                {t(`account.tier.names.${name}`)}
                {yours ? (
                  <span className="account-tier-benefits__yours">{t('account.tier.yours')}</span>
                ) : null}
              </p>
              <p className="account-tier-benefits__benefit">
                {t('account.tier.guestBenefit', { percent: GUEST_DISCOUNT_PERCENT[code], code })}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="account-page__muted">{t('account.tier.ownPlace')}</p>
    </div>
  );
}
