import { stdSerializers } from 'pino';

/**
 * What a log line or an error report may keep of an error. A failed database query throws drizzle's
 * `DrizzleQueryError`, whose message, stack and `params` carry the statement's values: a
 * password's argon2id hash, an e-mail, an address, a token. It becomes a `DatabaseError` that says
 * which statement (its verb and table) and what went wrong (SQLSTATE code, constraint, table,
 * column, the driver's message with quoted values cut), and keeps the stack's frames. Every other
 * error passes as it is.
 */
export function logSafeError(error: unknown): unknown {
  const query = (error as { query?: unknown } | null)?.query;
  if (!(error instanceof Error) || typeof query !== 'string' || !('params' in error)) return error;
  const cause = (error.cause ?? {}) as Record<string, unknown>;
  const facts = Object.fromEntries(
    ['code', 'constraint', 'table', 'column'].flatMap((name) =>
      typeof cause[name] === 'string' ? [[name, cause[name]]] : [],
    ),
  ) as Record<string, string>;
  const reason = typeof cause['message'] === 'string' ? `: ${withoutValues(cause['message'], facts)}` : '';
  const safe = new Error(`Failed query (${statementOf(query)})${reason}`);
  safe.name = 'DatabaseError';
  Object.assign(safe, facts);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

/** `insert into users`, `update carts`, `select … from products`: which statement, none of its values. */
function statementOf(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const verb =
    /^(insert into|update|delete from|with|select)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|update|from)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1];
  return table ? `${verb === 'select' || verb === 'with' ? `${verb} … from` : verb} ${table}` : verb;
}

/** The driver's message with every quoted part cut, but for the names it already gave as facts. */
function withoutValues(message: string, facts: Record<string, string>): string {
  const names = new Set(Object.values(facts));
  return message.replace(/"([^"]*)"|'([^']*)'/g, (whole, double?: string, single?: string) =>
    names.has(double ?? single ?? '') ? whole : '"…"',
  );
}

/** The app logger's serializers: every `{ err }` logged goes through logSafeError. */
export const logSerializers = {
  err: (error: Error) => stdSerializers.err(logSafeError(error) as Error),
};
