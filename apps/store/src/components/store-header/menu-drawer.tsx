import { Drawer } from '@atelier/ui/drawer';
import { NavList } from '@atelier/ui/nav-list';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher';
import { useSession } from '../session/session-provider';
import { mainLinks } from './main-links';
import './menu-drawer.css';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The menu: a search field, the main links, the account and the country/language choice. Any link
 * closes it; so do Escape, its close button and the backdrop (the Drawer's dialog).
 */
export default function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const searchPath = pathIn(locale, 'search');
  return (
    <Drawer open={open} onClose={onClose} title={t('header.menu')} closeLabel={t('header.closeMenu')}>
      <form
        role="search"
        className="menu-drawer__search"
        action={searchPath}
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          onClose();
          navigate(`${searchPath}?${new URLSearchParams({ q: String(q ?? '') })}`);
        }}
      >
        <label className="ui-visually-hidden" htmlFor="menu-search">
          {t('header.search')}
        </label>
        <input id="menu-search" name="q" type="search" placeholder={t('header.searchPlaceholder')} />
        <button type="submit">{t('header.search')}</button>
      </form>
      <div className="ui-drawer__links">
        <NavList label={t('header.mainNav')} orientation="vertical">
          {mainLinks(locale, t, onClose)}
        </NavList>
      </div>
      <div className="ui-drawer__section menu-drawer__account">
        {session.status === 'member' ? (
          <Link to={pathIn(locale, 'account')} onClick={onClose}>
            {t('header.accountMenu.account')}
          </Link>
        ) : (
          <Link to={pathIn(locale, 'login')} onClick={onClose}>
            {t('header.login')}
          </Link>
        )}
      </div>
      <div className="ui-drawer__section">
        <LocaleSwitcher />
      </div>
    </Drawer>
  );
}
