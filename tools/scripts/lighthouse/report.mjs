// The pure parts of `npm run lighthouse`: what a Lighthouse result says about one page (scores,
// the audits that failed), the verdict against the targets, and the tables the command prints.

/** The categories audited, in the order the table shows them, with their column names. */
export const CATEGORIES = [
  { id: 'performance', column: 'perf' },
  { id: 'accessibility', column: 'a11y' },
  { id: 'best-practices', column: 'bp' },
  { id: 'seo', column: 'seo' },
];

/** Issue 9's targets, as Lighthouse scores out of 100. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

/** The metrics kept in the summary (Lighthouse audit id → short name). */
const METRICS = {
  'first-contentful-paint': 'fcp',
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'si',
};

/** Scores Lighthouse gives that are a verdict (not information, not "not applicable"). */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * Whether an audit counts as failed in its category. Accessibility, best practices and SEO audits
 * are pass/fail: anything under 1 failed. Performance audits are graded: a weighted metric fails
 * under 0.9 (Lighthouse's own "good" line), any other scored audit under 0.5 (its red).
 */
function failed(categoryId, ref, audit) {
  // An audit that could not run fails only when it counts in the score; the others are listed apart
  // (e.g. Lighthouse 13's insights need Node 22's iterator helpers and error on Node 20).
  if (audit.scoreDisplayMode === 'error') return ref.weight > 0;
  if (!SCORED_MODES.has(audit.scoreDisplayMode) || audit.score === null || audit.score === undefined)
    return false;
  if (categoryId !== 'performance') return audit.score < 1;
  return ref.weight > 0 ? audit.score < 0.9 : audit.score < 0.5;
}

/** Items an audit found (elements, requests, ...), when it lists them. */
function itemCount(audit) {
  const items = audit.details?.items;
  return Array.isArray(items) ? items.length : undefined;
}

/** The selectors or URLs an audit points at, a few of them, so the failure can be found. */
function examples(audit, limit = 3) {
  const items = audit.details?.items;
  if (!Array.isArray(items)) return [];
  const found = [];
  for (const item of items) {
    const where = item?.node?.selector ?? item?.url ?? item?.sourceLocation?.url ?? item?.source?.url;
    if (typeof where === 'string' && where && !found.includes(where)) found.push(where);
    if (found.length >= limit) break;
  }
  return found;
}

const asScore = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

/**
 * One page's result: its scores out of 100 (null when Lighthouse could not score the category),
 * the audits that failed per category with their weight in the score, and the key metrics.
 */
export function summarize(lhr, page) {
  const scores = {};
  const failures = {};
  // A page Lighthouse could not load fails every audit with the same error: that error says it all.
  const runtimeError = lhr.runtimeError?.message ?? null;
  for (const { id } of CATEGORIES) {
    const category = lhr.categories?.[id];
    scores[id] = asScore(category?.score);
    failures[id] = [];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (runtimeError || !audit || !failed(id, ref, audit)) continue;
      failures[id].push({
        id: ref.id,
        title: audit.title,
        score: audit.score ?? null,
        weight: ref.weight ?? 0,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
        ...(itemCount(audit) !== undefined ? { items: itemCount(audit) } : {}),
        examples: examples(audit),
      });
    }
    // What costs the most points first.
    failures[id].sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
  }
  const auditErrors = [];
  for (const { id } of CATEGORIES) {
    for (const ref of lhr.categories?.[id]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (!runtimeError && audit?.scoreDisplayMode === 'error' && !(ref.weight > 0))
        auditErrors.push({ id: ref.id, error: audit.errorMessage ?? '' });
    }
  }
  const metrics = {};
  for (const [auditId, name] of Object.entries(METRICS)) {
    const value = lhr.audits?.[auditId]?.numericValue;
    metrics[name] = typeof value === 'number' ? value : null;
  }
  return {
    page: page.page,
    lang: page.lang,
    url: page.url,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? page.url,
    ...(page.note ? { note: page.note } : {}),
    scores,
    metrics,
    failures,
    runtimeError,
    auditErrors,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * The run to report when a page was audited several times: the median by performance score (the
 * category that varies run to run; the others are stable).
 */
export function medianRun(summaries) {
  if (summaries.length === 0) throw new Error('no runs');
  const sorted = [...summaries].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Every target a page missed. A miss whose failing audits are all waived for that page (an audit
 * failing on purpose, e.g. `is-crawlable` on the noindex cart) is kept but marked `waived`, and does
 * not fail the command.
 */
export function checkTargets(summaries, { targets = TARGETS, waivers = [] } = {}) {
  const misses = [];
  for (const summary of summaries) {
    for (const { id } of CATEGORIES) {
      const target = targets[id];
      if (target === undefined) continue;
      const score = summary.scores[id];
      if (score !== null && score >= target) continue;
      const pageWaivers = waivers.filter(
        (w) => w.category === id && (!w.pages || w.pages.includes(summary.page)),
      );
      const failing = summary.failures[id] ?? [];
      const waivedBy = pageWaivers.filter((w) => failing.some((f) => f.id === w.audit));
      const waived =
        score !== null &&
        failing.length > 0 &&
        failing.every((f) => pageWaivers.some((w) => w.audit === f.id));
      misses.push({
        page: summary.page,
        lang: summary.lang,
        category: id,
        score,
        target,
        waived,
        ...(waived ? { reason: waivedBy.map((w) => `${w.audit}: ${w.reason}`).join('; ') } : {}),
      });
    }
  }
  return misses;
}

/** The misses that fail the command. */
export const unwaived = (misses) => misses.filter((miss) => !miss.waived);

function scoreCell(summary, categoryId, misses) {
  const score = summary.scores[categoryId];
  const miss = misses.find(
    (m) => m.page === summary.page && m.lang === summary.lang && m.category === categoryId,
  );
  const text = score === null ? '-' : String(score);
  if (!miss) return text;
  return `${text} ${miss.waived ? '(w)' : '✗'}`;
}

const COLUMNS = ['page', 'lang', ...CATEGORIES.map((c) => c.column)];

/**
 * The scores table: one row per page and language; a score under its target is marked ✗, or (w)
 * when the miss is waived. `markdown` makes a Markdown table (for docs/performance.md).
 */
export function formatTable(summaries, misses = [], { markdown = false } = {}) {
  const body = summaries.map((s) => [s.page, s.lang, ...CATEGORIES.map((c) => scoreCell(s, c.id, misses))]);
  const right = (index) => index >= 2;
  if (markdown) {
    const line = (values) => `| ${values.join(' | ')} |`;
    return [
      line(COLUMNS),
      line(COLUMNS.map((_, index) => (right(index) ? '---:' : '---'))),
      ...body.map(line),
    ].join('\n');
  }
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.length, ...body.map((row) => row[index].length)),
  );
  const line = (values) =>
    values
      .map((value, index) => (right(index) ? value.padStart(widths[index]) : value.padEnd(widths[index])))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

const CATEGORY_TITLES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/**
 * The failing audits of every page, grouped by page and category: the audit id, its title, what it
 * measured and where (a few selectors or URLs). Pages with nothing failing are left out.
 */
export function formatFailures(summaries) {
  const blocks = [];
  for (const summary of summaries) {
    const lines = [];
    if (summary.runtimeError) lines.push(`  Lighthouse could not audit the page: ${summary.runtimeError}`);
    for (const { id } of CATEGORIES) {
      for (const failure of summary.failures[id] ?? []) {
        const value = failure.displayValue ? ` — ${failure.displayValue}` : '';
        const error = failure.error ? ` — error: ${failure.error}` : '';
        lines.push(`  [${CATEGORY_TITLES[id]}] ${failure.id}: ${failure.title}${value}${error}`);
        for (const example of failure.examples ?? []) lines.push(`      ${example}`);
      }
    }
    if (summary.auditErrors?.length > 0)
      lines.push(
        `  (not scored: Lighthouse could not run ${summary.auditErrors.map((e) => e.id).join(', ')})`,
      );
    if (lines.length > 0)
      blocks.push([`${summary.page} (${summary.lang}) ${summary.url}`, ...lines].join('\n'));
  }
  return blocks.join('\n\n');
}
