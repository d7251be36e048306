import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { TestProject } from 'vitest/node';
import { buildTemplateDatabases } from './template-databases';

/**
 * Once per `vitest run`: the template databases every test file copies its own from
 * (template-databases.ts); removed when the run ends. With ATELIER_TEST_TIMINGS, how long the
 * build took goes to that file too (setup-timings.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const start = performance.now();
  const built = await buildTemplateDatabases(process.env.TEST_DATABASE_URL?.trim() || null);
  const timings = process.env.ATELIER_TEST_TIMINGS?.trim();
  if (timings) {
    const line = { file: 'global-setup', target: 'templates', total: Math.round(performance.now() - start) };
    appendFileSync(timings, `${JSON.stringify(line)}\n`);
  }
  project.provide('templateDatabases', built.templates);
  return built.remove;
}
