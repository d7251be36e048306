// `npm run bench` with DATABASE_URL and REDIS_URL: the read scenarios through the round-robin
// proxy (tools/scripts/round-robin-proxy.mjs, a process of its own) to one API process and to two,
// in turns (1 2 1 2 …, so the machine's changes of speed fall on both alike), reported side by
// side with the ratio (issue 25 point 7; docs/performance.md, "Two processes behind a proxy").
// Both go through the proxy so the ratio measures the second process, not the proxy's cost.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';
import { runSlice, warmUp } from './scenarios.mjs';

const PROXY_SCRIPT = fileURLToPath(new URL('../round-robin-proxy.mjs', import.meta.url));

/** The proxy as a process of its own (in the bench's process it would share autocannon's core). */
export async function startProxyProcess(targets) {
  const port = await freePort();
  const child = spawn(process.execPath, [PROXY_SCRIPT, '--port', String(port), ...targets], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`round-robin proxy exited (${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Requests a second and failures of slices taken together. */
export function combineSlices(slices) {
  const requests = slices.reduce((sum, s) => sum + s.totalCompletedRequests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.duration, 0);
  const errors = slices.reduce((sum, s) => sum + s.errors + s.non2xx, 0);
  return { requests, requestsPerSecond: seconds > 0 ? requests / seconds : 0, errors };
}

/**
 * Each read through `oneUrl` (proxy → one process) and `twoUrl` (proxy → two), in turns.
 * Resolves to one row per read: both rates, their ratio and the errors of both.
 */
export async function readsOneAndTwo({ reads, oneUrl, twoUrl, connections, slices, sliceSeconds }) {
  const rows = [];
  for (const { name, path } of reads) {
    const urls = { one: `${oneUrl}${path}`, two: `${twoUrl}${path}` };
    await warmUp(urls.one, 50);
    // Through the proxy to two processes: each one's JIT warmed, not only the first's.
    await warmUp(urls.two, 100);
    const taken = { one: [], two: [] };
    for (let i = 0; i < slices; i++) {
      for (const which of i % 2 === 0 ? ['one', 'two'] : ['two', 'one']) {
        taken[which].push(await runSlice({ url: urls[which], connections, duration: sliceSeconds }));
      }
    }
    const one = combineSlices(taken.one);
    const two = combineSlices(taken.two);
    rows.push({
      scenario: name,
      connections,
      oneProcessPerSecond: one.requestsPerSecond,
      twoProcessesPerSecond: two.requestsPerSecond,
      ratio: one.requestsPerSecond > 0 ? two.requestsPerSecond / one.requestsPerSecond : null,
      errors: one.errors + two.errors,
    });
  }
  return rows;
}

export function formatProcessTable(rows) {
  const lines = [
    '| scenario (through the proxy) | 1 process req/s | 2 processes req/s | ratio | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.scenario} | ${Math.round(r.oneProcessPerSecond)} | ${Math.round(r.twoProcessesPerSecond)} | ${r.ratio === null ? '–' : `${r.ratio.toFixed(2)}×`} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}
