import { LANGUAGES, languageTag, type Language } from '@atelier/commerce/paths';
import { Button } from '@atelier/ui/button';
import { Drawer } from '@atelier/ui/drawer';
import { Select } from '@atelier/ui/select';
import { SkipLink } from '@atelier/ui/skip-link';
import { Wordmark } from '@atelier/ui/wordmark';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, useLanguage } from '../app/language';
import { canUse } from '../app/roles';
import { accountScreen, screens } from '../app/screens';
import { useServices } from '../app/services';
import { sessionKey, useSignedIn } from '../app/session';
import './console-layout.css';

/** The sections the signed-in role may use, in the order of screens.tsx. */
function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to="/" end onClick={onNavigate}>
            {t('nav.home')}
          </NavLink>
        </li>
        {screens
          .filter((screen) => canUse(user.role, screen.section))
          .map((screen) => (
            <li key={screen.section}>
              <NavLink to={`/${screen.path}`} onClick={onNavigate}>
                {t(`nav.${screen.section}`)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Who is signed in (a link to their own account), the language and signing out. */
function AccountPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSignedIn();
  const { api, queryClient } = useServices();
  const { language, choose } = useLanguage();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => api.signOut(),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
      void navigate('/sign-in', { replace: true });
    },
  });
  return (
    <section className="admin-account" aria-label={t('account.label')}>
      <p className="admin-account__who">
        <span className="admin-account__email">{t('account.signedInAs', { email: user.email })}</span>
        <span className="admin-account__role">{t(`account.roles.${user.role}`)}</span>
      </p>
      <NavLink className="admin-account__link" to={`/${accountScreen.path}`} onClick={onNavigate}>
        {t('account.open')}
      </NavLink>
      <Select
        label={t('account.language')}
        value={language}
        onChange={(event) => void choose(event.target.value as Language)}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: LANGUAGE_NAMES[code],
          lang: languageTag(code),
        }))}
      />
      <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {t('account.signOut')}
      </Button>
    </section>
  );
}

/**
 * The console's frame: on wide screens a side column with the sections and the account; on phones a
 * top bar whose menu button opens the same in a drawer (from the inline start, so from the right in
 * Arabic). The screen is the `<main>`.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    <div className="admin-shell">
      <SkipLink targetId="main">{t('app.skip')}</SkipLink>
      <header className="admin-topbar">
        <button
          ref={menuButton}
          type="button"
          className="admin-topbar__menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{t('nav.menu')}</span>
        </button>
        <Brand />
      </header>
      <aside className="admin-sidebar">
        <Brand />
        <Navigation />
        <AccountPanel />
      </aside>
      <Drawer open={menuOpen} onClose={closeMenu} title={t('nav.menu')} closeLabel={t('nav.close')}>
        {menuOpen ? (
          <>
            <Navigation onNavigate={closeMenu} />
            <AccountPanel onNavigate={closeMenu} />
          </>
        ) : null}
      </Drawer>
      <main id="main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

function Brand() {
  const { t } = useTranslation();
  return (
    <p className="admin-brand">
      <Wordmark label={t('app.name')} />
      <span className="admin-brand__console" aria-hidden="true">
        {t('app.console')}
      </span>
    </p>
  );
}
