import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switcherCountries, switcherLabels } from './fixtures';
import { LanguageCountrySwitcher } from './language-country-switcher';

function setup(country = 'sg', language = 'en') {
  const onChange = vi.fn();
  const view = render(
    <LanguageCountrySwitcher
      countries={switcherCountries}
      country={country}
      language={language}
      labels={switcherLabels}
      onChange={onChange}
    />,
  );
  return { onChange, ...view };
}

describe('LanguageCountrySwitcher', () => {
  it('is a named form with labelled selects showing the current locale', () => {
    setup('sg', 'zh-hans');
    const form = screen.getByRole('form', { name: 'Country and language' });
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('sg');
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveValue('zh-hans');
  });

  it('offers only the languages of the chosen country and falls back to its default language', async () => {
    const { onChange } = setup('sg', 'zh-hans');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'ae');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('ar');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['العربية', 'English']);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledWith({ country: 'ae', language: 'ar' });
  });

  it('keeps the chosen language when the new country has it', async () => {
    const { onChange } = setup('vn', 'en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'us');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledWith({ country: 'us', language: 'en' });
  });

  it('follows the page when it moves to another locale', () => {
    const { rerender } = setup('sg', 'en');
    rerender(
      <LanguageCountrySwitcher
        countries={switcherCountries}
        country="vn"
        language="vi"
        labels={switcherLabels}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('vn');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('vi');
  });
});
