import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../app/locale/locale-context';
import { localeFor } from '../../app/locale/route-locale';
import { createServices } from '../../app/services/app-services';
import { ServicesProvider } from '../../app/services/services-context';
import { createMemoryStorage } from '../../app/storage/storage';
import { testConfig } from '../../testing/render-app';
import { NotFoundContent } from './not-found-content';
import { loadAllTexts } from '../../i18n/i18n';

// Rendered outside the routes, which load the texts a page needs: load them all here.
beforeAll(loadAllTexts);

function show(language: 'en' | 'ar', reason: 'country' | 'language' | 'page', segment?: string) {
  const services = createServices({
    config: testConfig,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    initialPathname: '/',
  });
  const country = testConfig.countries.find((entry) => entry.code === (language === 'ar' ? 'ae' : 'sg'))!;
  render(
    <ServicesProvider services={services}>
      <MemoryRouter>
        <LocaleProvider locale={localeFor(country, language)}>
          <NotFoundContent reason={reason} segment={segment} />
        </LocaleProvider>
      </MemoryRouter>
    </ServicesProvider>,
  );
}

describe('NotFoundContent', () => {
  it('says which segment was wrong and links every country home, in Arabic too', () => {
    show('ar', 'country', 'zz9');
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('لا يوجد لدينا متجر باسم «zz9».')).toBeInTheDocument();
    const shops = screen.getByRole('navigation', { name: 'متاجرنا' });
    const links = within(shops).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sg', '/us', '/vn', '/kr', '/ae']);
    // Country names come from the platform's CLDR data, in the page's language.
    expect(within(shops).getByRole('link', { name: 'سنغافورة' })).toHaveAttribute('href', '/sg');
  });

  it('explains a bad language segment', () => {
    show('en', 'language', 'fr');
    expect(screen.getByText('“fr” is not one of the languages of this shop.')).toBeInTheDocument();
  });
});
