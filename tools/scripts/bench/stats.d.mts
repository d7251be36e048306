export type ScenarioKind = 'ceiling' | 'floor' | 'read' | 'page' | 'add-to-cart' | 'write' | 'flow';
/** Which server-rendered page a `page` row measured (only the product page has a target). */
export type PageName = 'product' | 'listing' | 'home';
/** Whether a page scenario asks for a unique URL each time (`uncached`) or the same one (`cached`). */
export type PageCacheUse = 'cached' | 'uncached';

export interface BenchRow {
  scenario: string;
  kind: ScenarioKind;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Answers other than 2xx, socket errors and timeouts. */
  errors: number;
  /** Requests that got no answer in autocannon's 10 s (part of `errors`). */
  timeouts: number;
  statusCodes: Record<string, number | { count: number }>;
  /** A status that counts as success besides 2xx (304 for revisits with If-None-Match). */
  expectStatus?: number;
  /** The ceiling measured beside this row, in turns with it (see `ceilingBeside`). */
  ceilingPerSecond?: number;
  /** Page scenarios: 200 answers that were not server-rendered (part of `errors`). */
  notRendered?: number;
  /** Page scenarios: which page. */
  page?: PageName;
  /** Page scenarios: a unique URL per request (`uncached`, a render each) or the same one (`cached`). */
  cache?: PageCacheUse;
  /** Page scenarios: the path requested (made unique per request with `uncachedPath` when uncached). */
  path?: string;
  /** Cached page scenarios: answers rendered, not taken from the server's page cache (not errors). */
  notFromCache?: number;
}

export interface TargetCheck {
  target: string;
  met: boolean;
  actual: string;
}

export interface AutocannonLike {
  connections: number;
  duration: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}

export function percentile(samples: readonly number[], p: number): number | null;
export function ratioToCeiling(
  requestsPerSecond: number,
  ceilingPerSecond: number | undefined,
): number | null;
export function rowFromAutocannon(
  name: string,
  kind: ScenarioKind,
  result: AutocannonLike,
  options?: { expectStatus?: number; notRendered?: number; notFromCache?: number },
): BenchRow;
export const SSR_STATE_MARKER: string;
export function isServerRendered(html: unknown): boolean;
export const PAGE_CACHE_HEADER: string;
export function servedFromPageCache(headers: Record<string, string | string[]> | undefined): boolean;
export function uncachedPath(path: string, n: number): string;
export function firstProductLink(html: string, country: string, kinds?: readonly string[]): string | null;
/** What autocannon returns for a run made with `skipAggregateResult` (the part used here). */
export interface AutocannonSlice {
  totalCompletedRequests: number;
  /** Seconds. */
  duration: number;
}
export function rowFromSlices(
  name: string,
  kind: ScenarioKind,
  aggregate: Omit<AutocannonLike, 'duration' | 'requests'>,
  slices: readonly AutocannonSlice[],
  options?: { expectStatus?: number },
): BenchRow;
export function sliceRate(slice: AutocannonSlice): number;
export function ceilingBeside(ceilingRates: readonly number[]): number;
export function ceilingFor(row: BenchRow, rows: readonly BenchRow[]): number | undefined;
export function rowFromFlows(
  name: string,
  durationsMs: readonly number[],
  elapsedMs: number,
  errors: number,
  statusCodes?: Record<string, number>,
): BenchRow;
export const READ_SHARE_TARGET: number;
export const ADD_TO_CART_TARGET: { requestsPerSecond: number; p99Ms: number };
export const PRODUCT_PAGE_TARGET: { requestsPerSecond: number; p99Ms: number };
export function checkTargets(
  rows: readonly BenchRow[],
  options: { database: 'pglite' | 'postgres' },
): TargetCheck[];
export function formatTable(rows: readonly BenchRow[]): string;
export function formatChecks(checks: readonly TargetCheck[]): string;
export function failedStatuses(
  statusCodes: BenchRow['statusCodes'],
  expectStatus?: number,
): Record<string, number>;
