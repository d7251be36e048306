import {
  createDeferredApiClient,
  createBreadcrumbReporter,
  createStorageTokenStore,
  type ApiClient,
  type BreadcrumbReporter,
  type FetchLike,
} from '@atelier/api/client';
import { createQueryClient } from '@atelier/api/queries';
import type { User } from '@atelier/api/schema';
import type { QueryClient } from '@tanstack/react-query';
import { createAnalytics, type Analytics, type DataLayerTarget } from '../analytics/analytics';
import type { AppConfig } from '@atelier/app-shell/app-config';
import { createChunkLoader, toChunkLoadError, type ChunkLoader } from '@atelier/app-shell/chunk-retry';
import type { ConsentLoader } from '../consent/consent-loader';
import { createLocaleState, type LocaleState } from '../locale/locale-state';
import { createForwardingSink, type ForwardingSink } from '../monitoring/error-reporting';
import type { PrerenderSignal } from '../prerender/prerender-ready';
import type { KeyValueStorage } from '../storage/storage';
import { browserTexts, type StoreTexts } from '../../i18n/i18n';

/**
 * The app's long-lived collaborators, made once before the first render and shared by the React
 * tree (context) and the router's loaders. Built from explicit inputs, so tests make their own
 * with memory storage and a local test server.
 */
export interface AppServices {
  config: AppConfig;
  api: ApiClient;
  queryClient: QueryClient;
  locale: LocaleState;
  /** localStorage (or a memory stand-in). */
  storage: KeyValueStorage;
  /** sessionStorage (or a memory stand-in). */
  sessionStorage: KeyValueStorage;
  analytics: Analytics;
  reporter: BreadcrumbReporter;
  errorSink: ForwardingSink;
  chunks: ChunkLoader;
  /** Set in the browser; null where no crawler waits (tests). */
  prerender: PrerenderSignal | null;
  /** The session restored at start (null: guest). */
  sessionRestore: Promise<User | null>;
  /** The texts (i18next), one per page in the browser and one per request on the server. */
  texts: StoreTexts;
  /** The visitor's analytics consent, loaded after hydration (app/consent); null on the server and in tests. */
  consent: ConsentLoader | null;
}

export interface ServicesInput {
  config: AppConfig;
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  /** The path the page opened at; decides the first request's locale headers. */
  initialPathname: string;
  /** API origin; '' for the same origin (paths already start with /api). */
  baseUrl?: string;
  fetch?: FetchLike;
  analyticsTarget?: DataLayerTarget;
  /** Analytics messages are held until the consent banner is answered (app/consent). */
  analyticsHeld?: boolean;
  /** The chunk loader's reload (its target: the page a navigation was going to). */
  reload?: (target: string | null) => void;
  queryClient?: QueryClient;
  /** The server's texts for this request; the browser's by default. */
  texts?: StoreTexts;
}

export function createServices(input: ServicesInput): AppServices {
  const locale = createLocaleState(input.config, input.initialPathname);
  const errorSink = createForwardingSink();
  const reporter = createBreadcrumbReporter({ sink: errorSink });
  const api = createDeferredApiClient({
    baseUrl: input.baseUrl ?? '',
    fetch: input.fetch,
    locale: locale.headers,
    tokens: createStorageTokenStore(input.storage),
    reporter,
  });
  return {
    config: input.config,
    api,
    queryClient: input.queryClient ?? createQueryClient(),
    locale,
    storage: input.storage,
    sessionStorage: input.sessionStorage,
    analytics: createAnalytics(input.analyticsTarget ?? {}, { held: input.analyticsHeld ?? false }),
    reporter,
    errorSink,
    chunks: createChunkLoader({
      session: input.sessionStorage,
      reload: input.reload ?? (() => undefined),
      // Every chunk that did not load, to error reporting (SPEC §8: CSS ones as CSS_CHUNK_LOAD_FAILED).
      report: (caught, name) => {
        const error = toChunkLoadError(caught, name);
        errorSink.captureException(error, {
          tags: {
            'chunk.kind': 'code' in error && error.code === 'CSS_CHUNK_LOAD_FAILED' ? 'css' : 'script',
          },
        });
      },
    }),
    prerender: null,
    sessionRestore: Promise.resolve(null),
    texts: input.texts ?? browserTexts,
    consent: null,
  };
}
