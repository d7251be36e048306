import { ELEMENTS } from './loader';

/**
 * The partner page's `atelierEmbed(...)` calls: the snippet's stub queues them (`.q`) until the
 * loader runs; then they run at once.
 *
 * - `atelierEmbed('ready', () => ...)`: the elements are defined.
 * - `atelierEmbed('on', 'outcome', (detail, element) => ...)`: an event of any of our elements
 *   on the page (`ready`, `step`, `outcome`, `add-to-cart`), also of elements added later.
 */
export type EmbedCommand =
  ['ready', () => void] | ['on', string, (detail: unknown, element: Element) => void];

export interface EmbedApi {
  (...command: EmbedCommand): void;
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}

function run(command: ArrayLike<unknown>): void {
  const [name, first, second] = Array.from(command);
  if (name === 'ready' && typeof first === 'function') {
    first();
  } else if (name === 'on' && typeof first === 'string' && typeof second === 'function') {
    document.addEventListener(first, (event) => {
      const element = event.target as Element;
      if (element.localName in ELEMENTS) second((event as CustomEvent).detail, element);
    });
  } else {
    console.warn('atelierEmbed: unknown call', command);
  }
}

/** Replaces the stub on `host[name]` with the real function and runs what it queued (once). */
export function installCommands(host: Record<string, unknown>, name = 'atelierEmbed'): void {
  const stub = host[name] as EmbedApi | undefined;
  if (stub?.loaded) return;
  const api: EmbedApi = (...command) => run(command);
  api.loaded = true;
  host[name] = api;
  for (const command of stub?.q ?? []) run(command);
}
