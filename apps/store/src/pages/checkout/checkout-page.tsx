import {
  buildCheckoutQuery,
  CHECKOUT_STEPS,
  parseCheckoutQuery,
  stepIndex,
} from '@atelier/commerce/checkout';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { LoginForm } from '../../components/login-form/login-form';
import { RegisterForm } from '../../components/register-form/register-form';
import { useSession } from '../../components/session/session-provider';
import './checkout-page.css';

/**
 * `checkout?step=&view=&substep=` (SPEC §2, read by commerce parseCheckoutQuery). The steps and the
 * login / register views work now; the forms of each step come with the checkout issue.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const query = parseCheckoutQuery(search, { authenticated: session.status === 'member' });
  const title = t('checkout.title');
  useDocumentTitle(title);
  const current = stepIndex(query.step);
  const continueAsMember = () =>
    navigate(
      `${pathIn(locale, 'checkout')}?${buildCheckoutQuery({ step: query.step, view: 'checkout-as-member', substep: query.substep })}`,
    );

  return (
    <>
      <PageHeading title={title} />
      <nav aria-label={t('checkout.progress')}>
        <ol className="checkout-steps">
          {CHECKOUT_STEPS.map((step, index) => (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className="checkout-steps__step"
            >
              {t(`checkout.steps.${step}`)}
            </li>
          ))}
        </ol>
      </nav>
      <p className="checkout-steps__status">
        {t('checkout.stepOf', {
          current: current + 1,
          total: CHECKOUT_STEPS.length,
          step: t(`checkout.steps.${query.step}`),
        })}
        {query.substep ? ` · ${t(`checkout.substeps.${query.substep}`)}` : null}
      </p>
      <h2>{t(`checkout.views.${query.view}`)}</h2>
      {query.view === 'login' ? (
        <LoginForm onSuccess={continueAsMember} />
      ) : query.view === 'register-account' ? (
        <RegisterForm onSuccess={continueAsMember} />
      ) : (
        <p>{t('checkout.comingSoon')}</p>
      )}
    </>
  );
}
