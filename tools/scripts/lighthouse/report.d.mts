export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export const CATEGORIES: { id: CategoryId; column: string }[];
export const TARGETS: Record<CategoryId, number>;

/** The part of a Lighthouse result (LHR) these functions read. */
export interface LhrLike {
  finalUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code?: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories?: Partial<
    Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  >;
  audits?: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      errorMessage?: string;
      numericValue?: number;
      details?: { items?: unknown[] };
    }
  >;
}

export interface AuditedPage {
  /** Which page of the store (home, listing, ...). */
  page: string;
  lang: string;
  url: string;
  /** What was audited, when it needs saying (e.g. "with one item in the cart"). */
  note?: string;
}

export interface AuditFailure {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue?: string;
  error?: string;
  items?: number;
  examples: string[];
}

export interface PageSummary {
  page: string;
  lang: string;
  url: string;
  finalUrl: string;
  note?: string;
  /** Out of 100; null when the category could not be scored. */
  scores: Record<CategoryId, number | null>;
  /** Milliseconds, except cls (unitless). */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'si', number | null>;
  failures: Record<CategoryId, AuditFailure[]>;
  runtimeError: string | null;
  /** Audits that could not run and do not count in the score. */
  auditErrors: { id: string; error: string }[];
  warnings: string[];
  /**
   * Lighthouse's CPU benchmark of the machine at the time of the audit (higher is faster): the
   * simulated 4× slower CPU is 4× this machine, so a slow moment shows in the blocking time.
   */
  benchmarkIndex: number | null;
}

export interface Waiver {
  category: CategoryId;
  audit: string;
  /** Pages it applies to; every page when absent. */
  pages?: string[];
  reason: string;
}

export interface TargetMiss {
  page: string;
  lang: string;
  category: CategoryId;
  score: number | null;
  target: number;
  waived: boolean;
  reason?: string;
}

export function summarize(lhr: LhrLike, page: AuditedPage): PageSummary;
export function medianRun(summaries: PageSummary[]): PageSummary;
export function checkTargets(
  summaries: PageSummary[],
  options?: { targets?: Partial<Record<CategoryId, number>>; waivers?: Waiver[] },
): TargetMiss[];
export function unwaived(misses: TargetMiss[]): TargetMiss[];
export function formatTable(
  summaries: PageSummary[],
  misses?: TargetMiss[],
  options?: { markdown?: boolean },
): string;
export function formatFailures(summaries: PageSummary[]): string;
