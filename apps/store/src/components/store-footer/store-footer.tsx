import { NavList } from '@atelier/ui/nav-list';
import { SiteFooter } from '@atelier/ui/site-footer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathIn } from '../../app/locale/route-locale';
import { useLocale } from '../../app/locale/locale-context';
import { CookieSettingsButton } from '../../app/consent/cookie-settings-button';
import { NewsletterForm } from '../newsletter-form/newsletter-form';

/**
 * Footer links and the newsletter sign-up of every store page; business scenting is another app, so
 * a full page load.
 */
export function StoreFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SiteFooter note={t('footer.note')}>
      <NavList label={t('footer.nav')} orientation="vertical">
        <Link to={pathIn(locale, 'terms-conditions')}>{t('footer.terms')}</Link>
        <Link to={pathIn(locale, 'shipping-information')}>{t('footer.shipping')}</Link>
        <Link to={pathIn(locale, 'faq')}>{t('footer.faq')}</Link>
        <Link to={pathIn(locale, 'gift-cards')}>{t('footer.giftCards')}</Link>
        <a href={pathIn(locale, 'business-scenting')}>{t('footer.business')}</a>
        <CookieSettingsButton />
      </NavList>
      <NewsletterForm />
    </SiteFooter>
  );
}
