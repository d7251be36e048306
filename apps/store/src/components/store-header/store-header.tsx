import { NavList } from '@atelier/ui/nav-list';
import { SiteHeader } from '@atelier/ui/site-header';
import { Wordmark } from '@atelier/ui/wordmark';
import { lazy, Suspense, useState } from 'react';
import { countryName } from '@atelier/app-shell/country-name';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { MiniCart } from '../mini-cart/mini-cart';
import { useSession } from '../session/session-provider';
import { useToasts } from '../toasts/toast-provider';
import { HeaderIcon } from './header-icon';
import { mainLinks } from './main-links';
import './store-header.css';

// The menu (navigation, account, country and language) loads when first opened: no first-load weight.
// The account menu is for members, whose session is only known in the browser: a guest never loads it.
const AccountMenu = lazy(() =>
  import('../account-menu/account-menu').then((module) => ({ default: module.AccountMenu })),
);
const MenuDrawer = lazy(() => import('./menu-drawer'));

/**
 * Every store page's banner. On a phone one row of at most 64 px: the menu button, the wordmark,
 * search and the bag; the links, the account and the country/language choice live in the menu.
 * On a wide screen the links and the account join the row, and the locale button opens the menu.
 */
export function StoreHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const toasts = useToasts();
  const [menu, setMenu] = useState<'closed' | 'open'>('closed');
  const [menuWanted, setMenuWanted] = useState(false);
  const home = pathIn(locale);
  const openMenu = () => {
    setMenuWanted(true);
    setMenu('open');
  };
  const country = locale.countryConfig;
  return (
    <SiteHeader
      start={
        <button
          type="button"
          className="store-header__icon-button store-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={menu === 'open'}
          onClick={openMenu}
        >
          <HeaderIcon name="menu" />
          <span className="ui-visually-hidden">{t('header.menu')}</span>
        </button>
      }
      brand={
        <Link to={home}>
          <Wordmark label={t('brand')} />
        </Link>
      }
      navigation={<NavList label={t('header.mainNav')}>{mainLinks(locale, t)}</NavList>}
      actions={
        <>
          <Link className="store-header__icon-button" to={pathIn(locale, 'search')}>
            <HeaderIcon name="search" />
            <span className="ui-visually-hidden">{t('header.search')}</span>
          </Link>
          <span className="store-header__wide">
            {session.status === 'member' && session.user ? (
              <Suspense fallback={null}>
                <AccountMenu
                  user={session.user}
                  onLogout={async () => {
                    await session.signOut();
                    toasts.success(t('logout.done'));
                  }}
                />
              </Suspense>
            ) : session.status === 'guest' ? (
              <NavLink className="store-header__action" to={pathIn(locale, 'login')}>
                {t('header.login')}
              </NavLink>
            ) : null}
          </span>
          <button
            type="button"
            className="store-header__action store-header__wide store-header__locale"
            aria-haspopup="dialog"
            onClick={openMenu}
          >
            <span className="ui-visually-hidden">{t('switcher.form')}:</span>{' '}
            {countryName(country, locale.language)} · {country.currency.code}
          </button>
          <MiniCart />
          {menuWanted ? (
            <Suspense fallback={null}>
              <MenuDrawer open={menu === 'open'} onClose={() => setMenu('closed')} />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
