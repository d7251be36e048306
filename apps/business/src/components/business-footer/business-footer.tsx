import { NavList } from '@atelier/ui/nav-list';
import { SiteFooter } from '@atelier/ui/site-footer';
import { useTranslation } from 'react-i18next';
import { storePath } from '../../app/locale';
import { useLocale } from '../../app/locale-context';

/** Footer links; they lead into the shop (the other app), hence plain links. */
export function BusinessFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SiteFooter note={t('footer.note')}>
      <NavList label={t('footer.nav')} orientation="vertical">
        <a href={storePath(locale)}>{t('footer.shop')}</a>
        <a href={storePath(locale, 'terms-conditions')}>{t('footer.terms')}</a>
        <a href={storePath(locale, 'shipping-information')}>{t('footer.shipping')}</a>
        <a href={storePath(locale, 'faq')}>{t('footer.faq')}</a>
      </NavList>
    </SiteFooter>
  );
}
