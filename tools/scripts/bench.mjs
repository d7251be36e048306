#!/usr/bin/env node
// `npm run bench`: load numbers of the API on this machine (issue 9, "Speed of the API").
// Starts the built server (PostgreSQL when DATABASE_URL is set, else a fresh PGlite) and a bare
// Fastify ceiling, drives both with autocannon from this process, prints a table with the targets
// (reported, not enforced) and writes JSON. Exit code 1 only when a request failed (non-2xx).
//
//   npm run bench                      32 connections, 10 s per scenario (API: ≤ 1,000 answers each)
//   npm run bench:smoke                2 connections, 2 s: a check that every call works
//   npm run bench -- --out-dir <dir>   JSON to <dir>/bench-results.json (default .reports/bench.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  addToCartRequests,
  emptyCarts,
  LISTING_QUERY,
  loadScenario,
  orderFlows,
  prepare,
  warmUp,
} from './bench/scenarios.mjs';
import { apiRunner, repoRoot, startCeiling } from './bench/servers.mjs';
import { checkTargets, failedStatuses, formatChecks, formatTable } from './bench/stats.mjs';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const outDirIndex = args.indexOf('--out-dir');
const outFile =
  outDirIndex >= 0 && args[outDirIndex + 1]
    ? join(resolve(process.cwd(), args[outDirIndex + 1]), 'bench-results.json')
    : join(repoRoot, '.reports/bench.json');

const databaseUrl = process.env.DATABASE_URL?.trim() || null;
const database = databaseUrl ? 'postgres' : 'pglite';
const load = smoke
  ? { connections: 2, duration: 2, overallRate: undefined, flows: 3 }
  : { connections: 32, duration: 10, overallRate: undefined, flows: 30 };

// The API's global rate limit (1,200 requests a minute per IP, in memory; no setting changes it)
// would answer most of a full run with 429. So each API scenario gets its own server process on
// the same database, with fresh counters, and stops after MAX_REQUESTS_PER_PROCESS answers or the duration,
// whichever comes first.
const MAX_REQUESTS_PER_PROCESS = 1000;
const WARM_UP_REQUESTS = 30;

const running = new Set();
const runner = apiRunner(databaseUrl);
async function launch(start) {
  const handle = await start();
  running.add(handle);
  return {
    ...handle,
    stop: async () => {
      running.delete(handle);
      await handle.stop();
    },
  };
}
const stopAll = async () => {
  await Promise.allSettled([...running].map((p) => p.stop()));
  runner.dispose();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stopAll().then(() => process.exit(130)));

try {
  console.log(
    `bench: ${smoke ? 'smoke run' : 'full run'} on ${database}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`,
  );
  const [ceiling, first] = await Promise.all([launch(startCeiling), launch(runner.start)]);
  const prepared = await prepare(first.baseUrl);
  const product = prepared.product;
  const common = { connections: load.connections, duration: load.duration, overallRate: load.overallRate };
  const rows = [];
  const record = (row) => {
    rows.push(row);
    console.log(`  ${row.scenario}: ${Math.round(row.requestsPerSecond)} req/s, ${row.errors} errors`);
  };

  record(
    await loadScenario({
      ...common,
      name: 'ceiling (bare Fastify)',
      kind: 'ceiling',
      url: `${ceiling.baseUrl}/api/ceiling/`,
      overallRate: undefined,
    }),
  );
  await ceiling.stop();
  // The order flow on the first process, after the few requests of `prepare`.
  const flows = await orderFlows(first.baseUrl, prepared, load.flows);
  console.log(`  ${flows.scenario}: ${flows.requestsPerSecond.toFixed(1)} flows/s, ${flows.errors} errors`);
  await first.stop();

  const apiScenarios = [
    { name: 'product listing', kind: 'read', path: LISTING_QUERY },
    {
      name: 'product detail',
      kind: 'read',
      path: `/api/products/get/?type=${product.type}&id=${product.id}`,
    },
    { name: 'get cart', kind: 'read', path: `/api/carts/${prepared.cartId}/` },
    { name: 'add to cart', kind: 'add-to-cart', path: '' },
  ];
  for (const { name, kind, path } of apiScenarios) {
    const api = await launch(runner.start);
    try {
      // Add to cart is warmed by creating its carts.
      if (kind === 'read') await warmUp(`${api.baseUrl}${path}`, WARM_UP_REQUESTS);
      const requests =
        kind === 'add-to-cart'
          ? addToCartRequests(await emptyCarts(api.baseUrl, load.connections * 4), prepared.item)
          : undefined;
      record(
        await loadScenario({
          ...common,
          name,
          kind,
          url: `${api.baseUrl}${path}`,
          requests,
          maxOverallRequests: MAX_REQUESTS_PER_PROCESS,
        }),
      );
    } finally {
      await api.stop();
    }
  }
  rows.push(flows);
  const checks = checkTargets(rows, { database });
  console.log(`\n${formatTable(rows)}\n\n${formatChecks(checks)}`);
  const failures = rows.filter((r) => r.errors > 0);
  for (const row of failures)
    console.log(
      `  ${row.scenario}: failed answers ${JSON.stringify(failedStatuses(row.statusCodes))}, ${row.timeouts} timeouts (no answer in 10 s)`,
    );
  if (failures.some((r) => failedStatuses(r.statusCodes)['429'])) {
    console.log("  429: the API's global rate limit (1,200 requests a minute per IP) was reached.");
  }

  mkdirSync(dirname(outFile), { recursive: true });
  const report = {
    createdAt: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    database,
    node: process.version,
    cores: availableParallelism(),
    load: { ...load, maxRequestsPerApiProcess: MAX_REQUESTS_PER_PROCESS },
    rows,
    checks,
  };
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON: ${outFile}`);
  await stopAll();
  process.exit(failures.length ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
