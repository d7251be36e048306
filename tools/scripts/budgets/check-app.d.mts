import type { Manifest } from './first-load.mjs';
import type { BudgetRow } from './table.mjs';

export interface AppBudgetSpec {
  /** The app's name in the table and the messages (`store`). */
  app: string;
  /** The page the first load is measured on (`product page`). */
  page: string;
  /** The module the page's route imports, without extension, relative to the app's root. */
  pageModule: string;
  /**
   * The page is part of the entry (imported statically, as the business area's CMS page, the page
   * of most of its routes): it must not be a chunk of its own, or the entry alone would not measure it.
   */
  pageInEntry?: boolean;
  /**
   * Modules the page fetches with dynamic imports before it can render (the texts of its language),
   * as paths relative to the app's root with their extension; each counts with its static imports.
   */
  alsoLoads?: string[];
  /** Gzip bytes; a kind without a budget is still measured. */
  budgets: { js?: number; css?: number };
}

export function checkAppBudgets(
  manifest: Manifest,
  spec: AppBudgetSpec,
  sizeOf: (file: string) => { raw: number; gzip: number } | null,
): { rows: BudgetRow[]; problems: string[] };
