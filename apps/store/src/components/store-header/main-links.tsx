import type { TFunction } from 'i18next';
import { NavLink } from 'react-router-dom';
import { pathIn } from '../../app/locale/route-locale';
import type { RouteLocale } from '../../app/locale/route-locale';

/**
 * The main navigation's links, shared by the wide header's row and the phone menu. The business
 * area is another app (SPEC §2 area split): a full page load, not a router navigation.
 */
export function mainLinks(locale: RouteLocale, t: TFunction, onNavigate?: () => void) {
  const link = (segment: string, label: string) => (
    <NavLink key={segment} to={pathIn(locale, segment)} onClick={onNavigate}>
      {label}
    </NavLink>
  );
  return [
    link('all-perfumes', t('nav.perfumes')),
    link('all-home-perfumes', t('nav.homeScents')),
    link('gift', t('nav.gifts')),
    link('gift-cards', t('nav.giftCards')),
    link('scent-quiz', t('nav.quiz')),
    link('bespoke-perfume', t('nav.bespoke')),
    link('perfume-workshop', t('nav.workshops')),
    <a key="business" href={pathIn(locale, 'business-scenting')}>
      {t('nav.business')}
    </a>,
  ];
}
