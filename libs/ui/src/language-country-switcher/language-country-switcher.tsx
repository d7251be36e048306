import { useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { Select } from '../select/select';
import './language-country-switcher.css';

export interface SwitcherLanguage {
  code: string;
  /** The language's own name ("العربية"), as language pickers conventionally show it. */
  name: string;
  /** BCP-47 tag of `name`, so screen readers pronounce it in its language. */
  lang?: string;
}

export interface SwitcherCountry {
  code: string;
  /** Country name in the page's language. */
  name: string;
  languages: readonly SwitcherLanguage[];
  defaultLanguage: string;
}

export interface SwitcherLabels {
  /** Name of the form, e.g. "Country and language". */
  form: string;
  country: string;
  language: string;
  submit: string;
}

export interface LocaleChoice {
  country: string;
  language: string;
}

export interface LanguageCountrySwitcherProps {
  countries: readonly SwitcherCountry[];
  country: string;
  language: string;
  labels: SwitcherLabels;
  onChange: (choice: LocaleChoice) => void;
}

function languageFor(country: SwitcherCountry | undefined, wanted: string): string {
  if (!country) return wanted;
  return country.languages.some((language) => language.code === wanted) ? wanted : country.defaultLanguage;
}

/**
 * Country and language pickers with an explicit "change" button: choosing an option never moves
 * the page by itself (WCAG 3.2.2), and the language list always matches the chosen country.
 */
export function LanguageCountrySwitcher({
  countries,
  country,
  language,
  labels,
  onChange,
}: LanguageCountrySwitcherProps) {
  const [current, setCurrent] = useState({ country, language });
  const [selected, setSelected] = useState<LocaleChoice>({ country, language });
  // The page moved to another locale (or the user went back): show that, dropping any unsent choice.
  if (current.country !== country || current.language !== language) {
    setCurrent({ country, language });
    setSelected({ country, language });
  }
  const selectedCountry = countries.find((entry) => entry.code === selected.country);
  const languages = selectedCountry?.languages ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(selected);
  }

  return (
    <form className="ui-switcher" aria-label={labels.form} onSubmit={submit}>
      <Select
        label={labels.country}
        value={selected.country}
        options={countries.map((entry) => ({ value: entry.code, label: entry.name }))}
        onChange={(event) => {
          const next = countries.find((entry) => entry.code === event.target.value);
          setSelected({ country: event.target.value, language: languageFor(next, selected.language) });
        }}
      />
      <Select
        label={labels.language}
        value={selected.language}
        options={languages.map((entry) => ({ value: entry.code, label: entry.name, lang: entry.lang }))}
        onChange={(event) => setSelected({ ...selected, language: event.target.value })}
      />
      <Button type="submit" variant="secondary">
        {labels.submit}
      </Button>
    </form>
  );
}
