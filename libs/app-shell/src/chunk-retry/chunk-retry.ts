import { CHUNK_LOAD_TIMEOUT_MS, SESSION_STORAGE_KEYS } from '@atelier/commerce/enums';
import { createPath, type DataRouter } from 'react-router-dom';

/**
 * SPEC §4 load retry. A lazily loaded chunk fails mostly after a deploy (the old hashed file is
 * gone) or on a flaky connection; one reload fetches the new page and usually fixes it. The
 * per-session flag makes sure it is only one: the second failure is shown to the shopper (with
 * "Try again", a reload of its own). The flag is not cleared when a chunk loads: a page loads
 * several at once (its texts, its data loaders, the page), so one arriving while another fails
 * would clear it and the page would reload forever (found by the chunk-failure journey).
 */
export type ChunkFailureDecision = 'reload' | 'surface';

type SessionFlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const FLAG = SESSION_STORAGE_KEYS.loadRetried;

/** First failure in this session: set the flag and reload. Later ones (or no storage): surface. */
export function decideOnChunkFailure(session: SessionFlagStorage | null): ChunkFailureDecision {
  try {
    if (!session || session.getItem(FLAG) !== null) return 'surface';
    session.setItem(FLAG, '1');
    // Read back: a storage that silently drops writes would otherwise reload forever.
    return session.getItem(FLAG) === '1' ? 'reload' : 'surface';
  } catch {
    return 'surface';
  }
}

/** The error of a chunk that did not arrive in time (SPEC §8 wording). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Vite's words for a stylesheet a lazy chunk needs that did not load (`__vitePreload`). */
const VITE_CSS_FAILURE = /^Unable to preload CSS for (\S+)/;

/**
 * A failure in the SPEC §8 terms, for error reporting: a stylesheet that did not load becomes
 * 'Loading CSS chunk N failed' with `code: 'CSS_CHUNK_LOAD_FAILED'` (Vite's "Unable to preload CSS
 * for …", N the chunk's name or the file), any other chunk error is kept, and anything else that
 * broke a chunk's load becomes a `ChunkLoadError`. Kept out of the loader (it hands `report` the
 * failure as caught), so an area that reports nothing does not carry it on its first load.
 */
export function toChunkLoadError(error: unknown, name?: string): Error {
  const css = error instanceof Error && VITE_CSS_FAILURE.exec(error.message);
  if (css) {
    return Object.assign(new ChunkLoadError(`Loading CSS chunk ${name ?? css[1]} failed`, { cause: error }), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
  }
  return isChunkLoadError(error)
    ? (error as Error)
    : new ChunkLoadError(`Loading chunk ${name ?? 'route'} failed`, { cause: error });
}

/** How browsers and Vite word a chunk (script or stylesheet) that did not load. */
const CHUNK_ERROR =
  /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error means "a script or stylesheet chunk did not load" (browsers word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR.test(error.message);
}

export interface ChunkLoaderOptions {
  session: SessionFlagStorage | null;
  /**
   * Loads the page again: `target` is the address the shopper was navigating to when the chunk
   * failed (not the page they were leaving), null when no navigation was under way.
   */
  reload: (target: string | null) => void;
  timeoutMs?: number;
  /**
   * Whether the browser thinks it is online (`navigator.onLine` by default). Offline a reload only
   * trades the page for the browser's own error: the failure is shown (with its retry) and the one
   * reload is kept.
   */
  online?: () => boolean;
  /** Error reporting: every chunk failure as caught, with the chunk's name (`toChunkLoadError`). */
  report?: (caught: unknown, name?: string) => void;
}

export interface ChunkLoader {
  /** Wraps a dynamic import: times it out, reloads once on failure, rethrows on the second. */
  load<T>(importer: () => Promise<T>, name?: string): Promise<T>;
  /** Handler for Vite's `vite:preloadError` (a chunk's CSS/JS dependency failed to preload). */
  onPreloadError(event: Event & { payload?: unknown }): void;
  /**
   * The router whose navigation under way says where a reload goes: while a link's page loads its
   * chunk the address bar still shows the page being left (React Router commits the new location
   * once the route has loaded), so reloading `location` would bring the shopper back where they
   * were. No navigation (a fetcher's load, the first page's hydration): the page as it is.
   */
  trackNavigation(router: Pick<DataRouter, 'state'>): void;
}

export function createChunkLoader({
  session,
  reload,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  online = () => globalThis.navigator?.onLine !== false,
  report,
}: ChunkLoaderOptions): ChunkLoader {
  let reloading = false;
  let router: Pick<DataRouter, 'state'> | undefined;
  /** The last failure reported: Vite announces one (vite:preloadError), then `load` catches it. */
  let reported: unknown;

  /** True when the page is about to reload: callers then wait forever instead of rendering an error. */
  function handleFailure(caught: unknown, name?: string): boolean {
    if (reloading) return true;
    if (caught !== reported) report?.((reported = caught), name);
    if (online() && decideOnChunkFailure(session) === 'reload') {
      reloading = true;
      const navigation = router?.state.navigation;
      reload(navigation && navigation.state !== 'idle' ? createPath(navigation.location) : null);
      return true;
    }
    return false;
  }

  return {
    async load(importer, name = 'route') {
      // SPEC §8's words; the cause (a timeout has none) says what happened.
      const failed = (cause?: unknown) => new ChunkLoadError(`Loading chunk ${name} failed`, { cause });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(failed()), timeoutMs);
      });
      try {
        const module = await Promise.race([importer(), timeout]);
        // When our vite:preloadError handler chose to reload, Vite resolves the import with
        // undefined instead of failing: that is no success, and the page is going away.
        if (reloading) return new Promise<never>(() => undefined);
        if (module === undefined || module === null) throw failed();
        return module;
      } catch (caught) {
        if (handleFailure(caught, name)) return new Promise<never>(() => undefined);
        throw isChunkLoadError(caught) ? caught : failed(caught);
      } finally {
        clearTimeout(timer);
      }
    },
    onPreloadError(event) {
      // preventDefault tells Vite not to throw: only when we are reloading anyway.
      if (handleFailure(event.payload)) event.preventDefault();
    },
    trackNavigation(navigating) {
      router = navigating;
    },
  };
}
