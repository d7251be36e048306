import { NavList } from '@atelier/ui/nav-list';
import { SiteHeader } from '@atelier/ui/site-header';
import { Wordmark } from '@atelier/ui/wordmark';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { businessPath, storePath } from '../../app/locale';
import { useLocale } from '../../app/locale-context';
import { businessLinks } from './business-links';
import './business-header.css';

// The menu (links, the shop, country and language) loads when first opened: no first-load weight.
const BusinessMenu = lazy(() => import('./business-menu'));

/**
 * The business area's own header: its pages, a way back to the shop, and the country/language
 * choice. On a phone one row (menu, wordmark); the links and the choice live in the menu. Custom
 * pages (`custom-page/{slug}`) have no list of their own: CMS content links to them.
 */
export function BusinessHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openMenu = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <SiteHeader
      start={
        <button
          type="button"
          className="business-header__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openMenu}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <span className="ui-visually-hidden">{t('header.menu')}</span>
        </button>
      }
      brand={
        <Link to={businessPath(locale)} className="business-header__brand">
          <Wordmark label={t('brand')} /> <span className="business-header__area">{t('area')}</span>
        </Link>
      }
      navigation={<NavList label={t('header.mainNav')}>{businessLinks(locale, t)}</NavList>}
      actions={
        <>
          <span className="business-header__wide">
            {/* The shop is the other app: a full page load. */}
            <a className="business-header__shop" href={storePath(locale)}>
              {t('header.shop')}
            </a>
            <button
              type="button"
              className="business-header__button"
              aria-haspopup="dialog"
              onClick={openMenu}
            >
              <span className="ui-visually-hidden">{t('switcher.form')}:</span> {locale.country.toUpperCase()}{' '}
              · {t(`languages.${locale.language}`)}
            </button>
          </span>
          {wanted ? (
            <Suspense fallback={null}>
              <BusinessMenu open={open} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
