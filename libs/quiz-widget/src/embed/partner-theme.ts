import { isThemeValue, THEME_PROPERTIES, type ThemeMessage, type ThemeProperty } from './protocol';

/**
 * The partner's theme as we store it (`GET /api/partners/{partnership}/`, names `--atelier-*` in
 * the contract) is the same allow-list as the element's attributes, under the stored names:
 * `--atelier-{token without --color-}` for colours, `--atelier-{token}` otherwise, with the
 * background (`--color-paper`) and the text on the accent (`--color-accent-ink`) named for what
 * they are. Anything else stored is not a token of ours and is ignored.
 */
export const STORED_THEME_NAMES: Readonly<Record<string, ThemeProperty>> = {
  '--atelier-accent': '--color-accent',
  '--atelier-accent-contrast': '--color-accent-ink',
  '--atelier-ink': '--color-ink',
  '--atelier-ink-muted': '--color-ink-muted',
  '--atelier-background': '--color-paper',
  '--atelier-surface': '--color-surface',
  '--atelier-border': '--color-border',
  '--atelier-font-body': '--font-body',
  '--atelier-font-display': '--font-display',
  '--atelier-radius': '--radius',
};

/** The stored theme as the widget's tokens; unknown names and unsafe values are dropped. */
export function tokensOfStoredTheme(stored: Record<string, string>): ThemeMessage['properties'] {
  const properties: ThemeMessage['properties'] = {};
  for (const [name, raw] of Object.entries(stored)) {
    const token = Object.prototype.hasOwnProperty.call(STORED_THEME_NAMES, name)
      ? STORED_THEME_NAMES[name]
      : undefined;
    const value = raw.trim();
    if (token && THEME_PROPERTIES.includes(token) && isThemeValue(token, value)) properties[token] = value;
  }
  return properties;
}

/**
 * Applies the partner's stored theme as a `:root` rule of a stylesheet of its own, after the
 * design tokens: the host's attributes (frame-bridge, inline on the root element) still win, and
 * removing an attribute falls back to the stored value, not to our default. Set through the
 * CSSOM, so no inline style text is needed.
 */
export function applyStoredTheme(properties: ThemeMessage['properties'], doc: Document = document): void {
  const entries = Object.entries(properties);
  if (entries.length === 0) return;
  const element = doc.createElement('style');
  doc.head.append(element);
  const sheet = element.sheet as CSSStyleSheet;
  const rule = sheet.cssRules[sheet.insertRule(':root {}', 0)] as CSSStyleRule;
  for (const [name, value] of entries) rule.style.setProperty(name, value);
}
