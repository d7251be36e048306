import { NavList } from '@atelier/ui/nav-list';
import { SiteHeader } from '@atelier/ui/site-header';
import { Wordmark } from '@atelier/ui/wordmark';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { AccountMenu } from '../account-menu/account-menu';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher';
import { MiniCart } from '../mini-cart/mini-cart';
import { useSession } from '../session/session-provider';
import { useToasts } from '../toasts/toast-provider';
import './store-header.css';

/** Brand, main navigation, cart, login/account and the locale switcher of every store page. */
export function StoreHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const toasts = useToasts();
  const home = pathIn(locale);
  return (
    <SiteHeader
      brand={
        <Link to={home}>
          <Wordmark label={t('brand')} />
        </Link>
      }
      navigation={
        <NavList label={t('header.mainNav')}>
          <NavLink to={pathIn(locale, 'all-perfumes')}>{t('nav.perfumes')}</NavLink>
          <NavLink to={pathIn(locale, 'all-home-perfumes')}>{t('nav.homeScents')}</NavLink>
          <NavLink to={pathIn(locale, 'scent-quiz')}>{t('nav.quiz')}</NavLink>
          <NavLink to={pathIn(locale, 'bespoke-perfume')}>{t('nav.bespoke')}</NavLink>
          <NavLink to={pathIn(locale, 'perfume-workshop')}>{t('nav.workshops')}</NavLink>
          <NavLink to={pathIn(locale, 'gift')}>{t('nav.gifts')}</NavLink>
          {/* Another app (SPEC §2 area split): a full page load, not a router navigation. */}
          <a href={pathIn(locale, 'business-scenting')}>{t('nav.business')}</a>
        </NavList>
      }
      actions={
        <>
          <MiniCart />
          {session.status === 'member' && session.user ? (
            <AccountMenu
              user={session.user}
              onLogout={async () => {
                await session.signOut();
                toasts.success(t('logout.done'));
              }}
            />
          ) : session.status === 'guest' ? (
            <NavLink className="store-header__action" to={pathIn(locale, 'login')}>
              {t('header.login')}
            </NavLink>
          ) : null}
          <LocaleSwitcher />
        </>
      }
    />
  );
}
