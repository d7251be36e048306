import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page a list's address asks for: `?page=`, 1 when absent or not a whole number above 0. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

function valuesOf<N extends string>(params: URLSearchParams, names: readonly N[]): Record<N, string> {
  const values = {} as Record<N, string>;
  for (const name of names) values[name] = params.get(name) ?? '';
  return values;
}

/**
 * A list's filters as the address keeps them, so a filtered list can be reloaded or shared: the
 * form edits a draft, "Apply" writes the draft to the address (back to page 1), "Clear" empties
 * both, and the pager changes only `?page=`. Each screen still reads the address into its own
 * typed query (what a value may be is the screen's knowledge, not this hook's).
 */
export function useListFilters<N extends string>(names: readonly N[]) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => valuesOf(params, names));
  const write = (values: Partial<Record<N, string>>) => {
    const next = new URLSearchParams();
    for (const name of names) {
      const value = values[name]?.trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  return {
    params,
    page: pageOf(params),
    draft,
    /** Whether the address filters the list (not the draft: the list shows what was applied). */
    filtered: names.some((name) => Boolean(params.get(name))),
    /** A field's value and change handler, for a TextField or a Select. */
    field: (name: N) => ({
      value: draft[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setDraft((values) => ({ ...values, [name]: event.target.value })),
    }),
    /** Writes the draft (or the values given, e.g. a normalised draft) to the address. */
    apply: (values: Partial<Record<N, string>> = draft) => write(values),
    /** Changes some filters at once and applies them, as a one-click filter (a status button). */
    applyNow: (changes: Partial<Record<N, string>>) => {
      const values = { ...valuesOf(params, names), ...changes };
      setDraft((current) => ({ ...current, ...changes }));
      write(values);
    },
    clear: () => {
      setDraft(valuesOf(new URLSearchParams(), names));
      setParams(new URLSearchParams());
    },
    goTo: (page: number) => {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      setParams(next);
    },
  };
}
