import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToHost } from './frame-bridge';
import { applyStoredTheme, STORED_THEME_NAMES, tokensOfStoredTheme } from './partner-theme';
import { THEME_PROPERTIES } from './protocol';

// The acme partnership as seeded (apps/api/src/seed/data/partners.ts).
const SEEDED_ACME = {
  '--atelier-accent': '#0f4c5c',
  '--atelier-accent-contrast': '#ffffff',
  '--atelier-background': '#fbf8f3',
  '--atelier-radius': '4px',
};

afterEach(() => {
  document.head.replaceChildren();
  document.documentElement.removeAttribute('style');
});

const rootValue = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

describe('the stored partner theme', () => {
  it("becomes the widget's tokens, the seeded names included", () => {
    expect(tokensOfStoredTheme(SEEDED_ACME)).toEqual({
      '--color-accent': '#0f4c5c',
      '--color-accent-ink': '#ffffff',
      '--color-paper': '#fbf8f3',
      '--radius': '4px',
    });
  });

  it('names only tokens a partner may set through the element too (one allow-list)', () => {
    expect(new Set(Object.values(STORED_THEME_NAMES))).toEqual(new Set(THEME_PROPERTIES));
    for (const name of Object.keys(STORED_THEME_NAMES)) expect(name).toMatch(/^--atelier-[a-z0-9-]{1,60}$/);
  });

  it('drops names that are not ours and values that could reach outside a colour', () => {
    expect(
      tokensOfStoredTheme({
        '--atelier-accent': 'url(https://evil.example/x.png)',
        '--atelier-ink': 'red; background: red',
        '--atelier-radius': '9999vw',
        '--atelier-position': 'fixed',
        '--color-accent': '#000000',
        constructor: '#000000',
        '--atelier-border': ' #ccc ',
      }),
    ).toEqual({ '--color-border': '#ccc' });
  });

  it("applies below the host's attributes: they win, and removing one falls back to the stored value", async () => {
    applyStoredTheme({ '--color-accent': '#0f4c5c', '--radius': '4px' });
    expect(rootValue('--color-accent')).toBe('#0f4c5c');

    let hostPort: MessagePort | undefined;
    const parent = {
      postMessage: (_data: unknown, _origin: string, [port]: MessagePort[]) => {
        hostPort = port;
      },
    } as unknown as Window;
    connectToHost({ widget: 'quiz', parentOrigin: 'https://acme.example', parent });
    const theme = (properties: Record<string, string>) =>
      hostPort?.postMessage({ v: 1, type: 'theme', properties });

    theme({ '--color-accent': '#aa0000' });
    await vi.waitFor(() => expect(rootValue('--color-accent')).toBe('#aa0000'));
    expect(rootValue('--radius')).toBe('4px');
    theme({});
    await vi.waitFor(() => expect(rootValue('--color-accent')).toBe('#0f4c5c'));
  });

  it('adds nothing to the page when the partner has no theme', () => {
    applyStoredTheme({});
    expect(document.head.querySelector('style')).toBeNull();
  });
});
