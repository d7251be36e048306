import type { ContractOperation } from '../../src/http/contract';
import { RAW, type HostileBody, type HostileHeaders } from './hostile-values';

/** One generated request, as the hostile-input suites send and report it. */
export interface Attempt {
  path: string;
  headers: HostileHeaders;
  body: HostileBody;
}

/** The operation's path with its parameters filled in (%-encoded unless marked RAW) and a query. */
export function pathOf(operation: ContractOperation, ids: string[], query: [string, string][]): string {
  let path = operation.path;
  operation.parameters
    .filter((p) => p.in === 'path')
    .forEach((parameter, i) => {
      const id = ids[i] ?? '';
      path = path.replace(
        `{${parameter.name}}`,
        id.startsWith(RAW) ? id.slice(RAW.length) : encodeURIComponent(id),
      );
    });
  if (query.length > 0) path += `?${new URLSearchParams(query).toString()}`;
  return path;
}

/** A short account of an attempt for a failure message (the 100 KB strings cut down). */
export function describeAttempt(method: string, attempt: Attempt): string {
  const body =
    attempt.body.kind === 'json'
      ? JSON.stringify(attempt.body.value)
      : attempt.body.kind === 'raw'
        ? `${attempt.body.contentType}: ${attempt.body.text}`
        : '(none)';
  return `${method} ${attempt.path.slice(0, 300)}\nheaders ${JSON.stringify(attempt.headers).slice(0, 300)}\nbody ${body.slice(0, 500)}`;
}

/**
 * Sends an attempt over real HTTP. `extraHeaders` go on top of the hostile ones (a staff cookie
 * and CSRF token). A request the server leaves unanswered for `timeoutMs` fails as a hang.
 */
export async function sendAttempt(
  base: string,
  method: string,
  attempt: Attempt,
  options: { extraHeaders?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(attempt.headers))
    if (typeof value === 'string') headers[name] = value;
  let body: string | undefined;
  if (attempt.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(attempt.body.value) ?? 'null';
  } else if (attempt.body.kind === 'raw') {
    if (attempt.body.contentType) headers['content-type'] = attempt.body.contentType;
    body = attempt.body.text;
  }
  if (method === 'GET') body = undefined; // fetch cannot send a GET body
  Object.assign(headers, options.extraHeaders);
  const timeoutMs = options.timeoutMs ?? 20_000;
  let response: Response;
  try {
    response = await fetch(`${base}${attempt.path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new Error(`no answer within ${timeoutMs} ms (a hang) for\n${describeAttempt(method, attempt)}`);
    throw error;
  }
}

/**
 * fast-check's default report prints the whole counterexample (100 KB strings); this one names
 * the seed and path to replay it and the cut-down request from the failed assertion.
 */
export function hostileReporter(details: {
  failed: boolean;
  seed: number;
  counterexamplePath: string | null;
  errorInstance: unknown;
}): void {
  if (!details.failed) return;
  const reason =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `hostile input failed: replay with HOSTILE_SEED=${details.seed} (path ${details.counterexamplePath})\n${reason.slice(0, 4000)}`,
  );
}
