import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { installCommands } from './commands';
import { defineEmbedElements } from './loader';
import { minifySnippet } from './minify-snippet';

const snippet = readFileSync(new URL('./snippet.js', import.meta.url), 'utf8').replaceAll(
  '__EMBED_ORIGIN__',
  'https://shop.example',
);
const host = window as unknown as Record<string, unknown>;
const paste = () => new Function(snippet)();

beforeAll(() => defineEmbedElements('https://shop.example'));
afterEach(() => {
  delete host['atelierEmbed'];
  document.head.replaceChildren();
  document.body.replaceChildren();
});

it('loads the loader once, async, even when pasted twice, and queues calls until it runs', () => {
  paste();
  const ready = vi.fn();
  (host['atelierEmbed'] as (...args: unknown[]) => void)('ready', ready);
  paste();

  const scripts = document.head.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.src).toBe('https://shop.example/embed/loader.js');
  expect(scripts[0]?.async).toBe(true);
  expect(ready).not.toHaveBeenCalled();

  installCommands(host);
  expect(ready).toHaveBeenCalledTimes(1);
  // A second loader (a second paste of a plain script tag) runs nothing twice.
  installCommands(host);
  expect(ready).toHaveBeenCalledTimes(1);
});

it('delivers our elements’ events to `on` handlers, queued or not, and nobody else’s', () => {
  paste();
  const api = () => host['atelierEmbed'] as (...args: unknown[]) => void;
  const queued = vi.fn();
  api()('on', 'outcome', queued);
  installCommands(host);
  const later = vi.fn();
  api()('on', 'outcome', later);

  const quiz = document.body.appendChild(document.createElement('scent-quiz'));
  const detail = { personality: 'The Romantic', families: ['Floral'] };
  quiz.dispatchEvent(new CustomEvent('outcome', { detail, bubbles: true, composed: true }));
  document.body.dispatchEvent(new CustomEvent('outcome', { detail: 'forged', bubbles: true }));

  expect(queued).toHaveBeenCalledExactlyOnceWith(detail, quiz);
  expect(later).toHaveBeenCalledExactlyOnceWith(detail, quiz);
});

it('stays small: the snippet is a few hundred bytes', () => {
  const code = snippet.replace(/^\s*(\/\/|\/\*).*$/gm, '');
  expect(code.length).toBeLessThan(500);
});

it('works the same minified, as the build writes it', () => {
  const minified = minifySnippet(snippet);
  expect(minified).not.toContain('partner pastes'); // the comments are gone
  expect(minified.length).toBeLessThan(300);
  new Function(minified)();
  new Function(minified)();
  (host['atelierEmbed'] as (...args: unknown[]) => void)('ready', () => undefined);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect((host['atelierEmbed'] as { q: unknown[] }).q).toHaveLength(1);
});
