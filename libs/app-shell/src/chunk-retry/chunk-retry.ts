import { CHUNK_LOAD_TIMEOUT_MS, SESSION_STORAGE_KEYS } from '@atelier/commerce/enums';

/**
 * SPEC §4 load retry. A lazily loaded chunk fails mostly after a deploy (the old hashed file is
 * gone) or on a flaky connection; one reload fetches the new page and usually fixes it. The
 * per-session flag makes sure it is only one: the second failure is shown to the shopper.
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

/** A chunk loaded: the reload (if any) worked, so a later failure may reload once again. */
export function markChunkLoaded(session: SessionFlagStorage | null): void {
  try {
    session?.removeItem(FLAG);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The error of a chunk that did not arrive in time (SPEC §8 wording). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_ERROR_PATTERNS = [
  /Loading (CSS )?chunk .* failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error means "a script or stylesheet chunk did not load" (browsers word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export interface ChunkLoaderOptions {
  session: SessionFlagStorage | null;
  reload: () => void;
  timeoutMs?: number;
}

export interface ChunkLoader {
  /** Wraps a dynamic import: times it out, reloads once on failure, rethrows on the second. */
  load<T>(importer: () => Promise<T>, name?: string): Promise<T>;
  /** Handler for Vite's `vite:preloadError` (a chunk's CSS/JS dependency failed to preload). */
  onPreloadError(event: Event & { payload?: unknown }): void;
}

export function createChunkLoader({
  session,
  reload,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
}: ChunkLoaderOptions): ChunkLoader {
  let reloading = false;

  /** True when the page is about to reload: callers then wait forever instead of rendering an error. */
  function handleFailure(): boolean {
    if (reloading) return true;
    if (decideOnChunkFailure(session) === 'reload') {
      reloading = true;
      reload();
      return true;
    }
    return false;
  }

  return {
    async load(importer, name = 'route') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ChunkLoadError(`Loading chunk ${name} failed (timeout)`)),
          timeoutMs,
        );
      });
      try {
        const module = await Promise.race([importer(), timeout]);
        // When our vite:preloadError handler chose to reload, Vite resolves the import with
        // undefined instead of failing: that is no success, and the page is going away.
        if (reloading) return new Promise<never>(() => undefined);
        if (module === undefined || module === null) throw new ChunkLoadError(`Loading chunk ${name} failed`);
        markChunkLoaded(session);
        return module;
      } catch (error) {
        if (handleFailure()) return new Promise<never>(() => undefined);
        throw isChunkLoadError(error)
          ? error
          : new ChunkLoadError(`Loading chunk ${name} failed`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    onPreloadError(event) {
      // preventDefault tells Vite not to throw: only when we are reloading anyway.
      if (handleFailure()) event.preventDefault();
    },
  };
}
