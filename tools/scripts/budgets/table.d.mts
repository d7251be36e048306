/** A file, or a total with its budget and verdict. Sizes in bytes. */
export interface BudgetRow {
  what: string;
  file: string;
  raw?: number;
  gzip: number;
  budget?: number;
  ok?: boolean;
}

export function formatSize(bytes: number): string;
export function formatTable(rows: BudgetRow[], options?: { markdown?: boolean }): string;
