import { toBundleRefs, type JsonObject } from '@atelier/api/document';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../src/db/schema';
import { loadContract } from '../../src/http/contract';
import { toFastifyPath } from '../../src/http/route';
import { GENEROUS_RATE_LIMITS } from '../support/checkout-calls';
import { databases } from '../support/databases';
import { request } from '../support/http-client';
import { registerMember } from '../support/members';
import { demoStaffEmail, seedTestStaff, signInAs, type StaffClient } from '../support/staff';
import { useTestServer } from '../support/test-server';
import { hostileTargets, type HostileTarget } from './contract-operations';
import { databaseSnapshotter, type DatabaseSnapshot } from './database-snapshot';
import { describeAttempt, hostileReporter, pathOf, sendAttempt, type Attempt } from './hostile-requests';
import {
  hostileBody,
  hostileHeaders,
  hostileId,
  hostileQuery,
  plausible,
  type HostileBody,
  type HostileHeaders,
} from './hostile-values';

/**
 * Hostile input against every console operation of openapi.yaml (issue 24 point 5), signed in as
 * the demo owner with a real session cookie and CSRF token from `POST /api/admin/token/`, so the
 * requests get past the staff-session check to the validators and handlers (the generic suite,
 * hostile-input.test.ts, reaches them without a cookie and only ever sees 401). The same
 * generators: wrong types, huge and strange strings, wild numbers, extra and prototype keys, bad
 * path values and queries, malformed JSON and wrong content types. Properties: an answer within
 * 20 s, never a 5xx, every 4xx the contract's `Error` body, a refused request changes no row count
 * of any table and no `version` (so no audit row either), and the owner's session is never what
 * refused it. HOSTILE_SEED, HOSTILE_ADMIN_RUNS and HOSTILE_STATS=1 as in the generic suite.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20261129);
const RUNS = Number(process.env.HOSTILE_ADMIN_RUNS ?? 15);

const contract = loadContract();
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(contract.bundle);
const validateError = ajv.compile(toBundleRefs({ $ref: '#/components/schemas/Error' }) as JsonObject);
// Path values are checked against their parameter's schema the way the server reads them (text).
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;
const textAjv = new Ajv2020({ strict: false, coerceTypes: true });
addFormats(textAjv);
textAjv.addSchema(contract.bundle);

const adminTargets = hostileTargets().filter((t) => t.operation.path.startsWith('/api/admin/'));
const name = (t: HostileTarget) => `${t.operation.method} ${t.operation.path}`;
const isStaffOperation = (t: HostileTarget) => t.operation.staff !== null;

/** A value of the wrong JSON type for a body field of `type` (no coercion on bodies). */
function wrongTypeFor(type: string | null): unknown {
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return '1; drop table orders';
    case 'boolean':
      return 'true';
    case 'array':
      return { 0: 'x' };
    case 'object':
      return ['x'];
    default:
      return undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The values found under id-like keys of an answer: ids, slugs, codes, countries, languages. */
function collectIds(value: unknown, into: Set<string>, key = ''): void {
  if (into.size >= 200) return;
  if (Array.isArray(value)) value.forEach((item) => collectIds(item, into, key));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) collectIds(v, into, k);
  else if (
    (typeof value === 'string' || typeof value === 'number') &&
    /^(id|.+_id|slug|partnership|country|language)$/.test(key)
  )
    into.add(String(value));
}

/**
 * The body a 4xx must have: the operation's own answer for that status when the contract gives
 * one (a 409 `VersionConflict` carries the entity as it is now), the `Error` body otherwise.
 */
const errorValidators = new Map<string, ValidateFunction>();
function errorBodyValidator(t: HostileTarget, status: number): ValidateFunction {
  const key = `${name(t)} ${status}`;
  let validate = errorValidators.get(key);
  if (validate) return validate;
  const document = contract.document;
  const deref = (node: unknown): JsonObject => {
    let current = (node ?? {}) as JsonObject;
    for (let i = 0; typeof current.$ref === 'string' && i < 10; i++)
      current = (current.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .reduce<JsonObject>((at, k) => (at[k] ?? {}) as JsonObject, document);
    return current;
  };
  const paths = document.paths as Record<string, JsonObject>;
  const raw = deref(paths[t.operation.path]?.[t.operation.method.toLowerCase()]);
  const response = deref((raw.responses as JsonObject | undefined)?.[String(status)]);
  const schema = (
    (response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined
  )?.schema;
  validate = schema ? ajv.compile(toBundleRefs(schema) as JsonObject) : validateError;
  errorValidators.set(key, validate);
  return validate;
}

/** Whether a path value (text) is one the parameter's schema takes. */
function fitsSchema(schema: JsonObject): (value: string) => boolean {
  const check = textAjv.compile(toBundleRefs({ type: 'object', properties: { v: schema } }) as JsonObject);
  return (v) => check({ v });
}

describe('the console operations of openapi.yaml', () => {
  it('are all aimed at, and every staff one names its session', () => {
    expect(adminTargets.length).toBeGreaterThan(20);
    for (const t of adminTargets)
      if (name(t) !== 'POST /api/admin/token/') expect(isStaffOperation(t), name(t)).toBe(true);
  });
});

describe.each(databases())('hostile input to the console, signed in as the owner ($name)', (target) => {
  const serverErrors: unknown[] = [];
  const server = useTestServer(target, {
    rateLimits: {
      ...GENEROUS_RATE_LIMITS,
      login: { max: 100_000, timeWindowMs: 60_000 },
      staffSignInPerAccount: { max: 100_000, timeWindowMs: 60_000 },
      staffSignInPerIp: { max: 100_000, timeWindowMs: 60_000 },
    },
    mail: false,
    onServerError: (error) => serverErrors.push(error),
  });
  let owner: StaffClient;
  let snapshot: () => Promise<DatabaseSnapshot>;
  let memberToken = '';
  const realIds = new Set<string>();
  const seen = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    await seedTestStaff(server.db);
    owner = await signInAs(server.url, 'owner');
    snapshot = await databaseSnapshotter(server.db);
    const member = await registerMember(server.url);
    memberToken = member.token;
    // Real ids to aim at, from what the console's own lists answer (so a new list adds its ids).
    for (const t of adminTargets.filter(
      (t) => t.operation.method === 'GET' && !t.operation.parameters.some((p) => p.in === 'path'),
    )) {
      const res = await owner.call('GET', t.operation.path);
      if (res.status === 200) collectIds(res.body, realIds);
    }
  });

  afterAll(() => {
    if (process.env.HOSTILE_STATS !== '1') return;
    for (const [op, statuses] of seen) console.log(op, JSON.stringify(Object.fromEntries(statuses)));
  });

  /**
   * A hostile request that succeeded may have signed the owner out (revoke) or, with another
   * owner made first, demoted or disabled them: put the account back and sign in again.
   */
  async function keepOwnerSignedIn(): Promise<void> {
    const res = await request<{ user: { role: string; must_change_password?: boolean } }>(
      server.url,
      'GET',
      '/api/admin/session/',
      { headers: { cookie: owner.cookie } },
    );
    if (res.status === 200 && res.body.user.role === 'owner' && !res.body.user.must_change_password) return;
    await server.db
      .update(staff)
      .set({ role: 'owner', disabledAt: null, mustChangePassword: false, totpEnabled: false })
      .where(eq(staff.email, demoStaffEmail('owner')));
    owner = await signInAs(server.url, 'owner');
  }

  /** The first real value the parameter's schema takes, or a made-up one it takes. */
  function validPathValue(schema: JsonObject): string {
    const fits = fitsSchema(schema);
    const found = [...realIds].find(fits);
    if (found) return found;
    return (
      ['00000000-0000-4000-8000-000000000000', '1', 'placeholder', 'sg', 'en'].find(fits) ?? 'placeholder'
    );
  }

  async function expectRefusedCleanly(
    t: HostileTarget,
    tried: Attempt,
    answer: { status: number; text: string },
    before: DatabaseSnapshot,
  ): Promise<unknown> {
    const what = describeAttempt(t.operation.method, tried);
    const stacks = serverErrors.map((e) => (e instanceof Error ? e.stack : String(e))).join('\n');
    expect(answer.status, `5xx for\n${what}\nanswer ${answer.text.slice(0, 500)}\n${stacks}`).toBeLessThan(
      500,
    );
    if (answer.status < 400) return null;
    const parsed = parseJson(answer.text);
    const validate = errorBodyValidator(t, answer.status);
    expect(
      validate(parsed) ? [] : validate.errors,
      `error body for\n${what}\nanswer ${answer.text.slice(0, 500)}`,
    ).toEqual([]);
    expect((parsed as { status: number }).status, `status in the body for\n${what}`).toBe(answer.status);
    if (isStaffOperation(t)) {
      // The owner's session and token were sent: a refusal is the handler's or the validator's.
      expect(answer.status, `the owner's session refused\n${what}\n${answer.text.slice(0, 300)}`).not.toBe(
        401,
      );
      expect(['role', 'csrf', 'password_change_required'], `refused as\n${what}`).not.toContain(
        (parsed as { code?: string }).code,
      );
    }
    const after = await snapshot();
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(
      Object.fromEntries(changed.map((k) => [k, `${before[k]} -> ${after[k]}`])),
      `a refused (${answer.status}) request changed the database\n${what}\nanswer ${answer.text.slice(0, 300)}`,
    ).toEqual({});
    return parsed;
  }

  it('the checks can fail: a console write is seen, and a wrong error body is refused', async () => {
    const before = await snapshot();
    const res = await owner.call('POST', '/api/admin/staff/', {
      body: { email: 'hostile-check@atelier.test', name: 'Check', role: 'editor' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = await snapshot();
    expect(after['staff rows']).toBe(before['staff rows']! + 1);
    expect(after).not.toEqual(before); // the audit row too
    expect(
      validateError({ message: 'Validation failed', status: 400, errors: [{ field: 'x', reason: 'y' }] }),
    ).toBe(true);
    expect(validateError({ error: 'Bad Request', statusCode: 400 })).toBe(false);
    expect(realIds.size, 'ids from the console lists').toBeGreaterThan(5);
  });

  // Infinity in an integer path or query parameter (`1e400`, `Infinity`) passed Ajv's coercion,
  // even past a `maximum`, and reached the query as a 500 (validation.ts withIdRange now refuses it).
  it('refuses an infinite id or page as a 400 naming the parameter', async () => {
    for (const path of ['/api/admin/products/1e400/', '/api/admin/orders/?page_size=Infinity']) {
      const res = await owner.call('GET', path);
      expect(res.status, path).toBe(400);
    }
  });

  // A 50,000-level JSON body overflowed the NUL-character check's recursion (a 500); now refused.
  it('answers a 50,000-level JSON body with a 4xx', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const res = await owner.call('POST', '/api/admin/staff/', {
      body: `{"email":${deep}}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  /**
   * An operation the contract has but no module serves yet (the console is being built): Fastify
   * answers 404 before any validation, so the field checks skip it until its handler lands. The
   * property below still sends it hostile requests.
   */
  const served = (t: HostileTarget) =>
    server.app.hasRoute({ method: t.operation.method, url: toFastifyPath(t.operation.path) });

  it.for(
    adminTargets
      .filter((t) => t.bodyFields.some((f) => wrongTypeFor(f.type) !== undefined))
      .map((t) => [name(t), t] as const),
  )(
    '%s: a body field of the wrong type is a 400 naming that field, and writes nothing',
    async ([, t], ctx) => {
      if (!served(t)) ctx.skip(`${name(t)} is in the contract but not served yet`);
      const ids = t.operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => validPathValue(p.schema as JsonObject));
      for (const field of t.bodyFields) {
        const wrong = wrongTypeFor(field.type);
        if (wrong === undefined) continue;
        const tried: Attempt = {
          path: pathOf(t.operation, ids, []),
          headers: {},
          body: { kind: 'json', value: { [field.name]: wrong } },
        };
        serverErrors.length = 0;
        const before = await snapshot();
        const answer = await sendAttempt(server.url, t.operation.method, tried, {
          extraHeaders: { cookie: owner.cookie, 'x-csrf-token': owner.csrf },
        });
        const parsed = (await expectRefusedCleanly(t, tried, answer, before)) as {
          errors?: { field: string }[];
        } | null;
        expect(answer.status, `${field.name}: ${answer.text.slice(0, 300)}`).toBe(400);
        const fields = (parsed?.errors ?? []).map((e) => e.field);
        expect(
          fields.some((f) => f === `body.${field.name}` || f.startsWith(`body.${field.name}.`)),
          `400 naming body.${field.name}: ${answer.text.slice(0, 500)}`,
        ).toBe(true);
      }
      await keepOwnerSignedIn();
    },
  );

  it.for(adminTargets.filter((t) => t.operation.requestBody).map((t) => [name(t), t] as const))(
    '%s: prototype keys in the body are refused and pollute nothing',
    async ([, t], ctx) => {
      if (!served(t)) ctx.skip(`${name(t)} is in the contract but not served yet`);
      const ids = t.operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => validPathValue(p.schema as JsonObject));
      for (const text of [
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        `{"${t.bodyFields[0]?.name ?? 'a'}":{"__proto__":{"polluted":"yes"}}}`,
      ]) {
        const tried: Attempt = {
          path: pathOf(t.operation, ids, []),
          headers: {},
          body: { kind: 'raw', text, contentType: 'application/json' },
        };
        serverErrors.length = 0;
        const before = await snapshot();
        const answer = await sendAttempt(server.url, t.operation.method, tried, {
          extraHeaders: { cookie: owner.cookie, 'x-csrf-token': owner.csrf },
        });
        await expectRefusedCleanly(t, tried, answer, before);
        expect(answer.status, `${text}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
      }
    },
  );

  it.each(adminTargets.map((t) => [name(t), t] as const))(
    '%s: hostile bodies, queries and path values as the owner: no 5xx or hang, contract errors, refused requests change nothing',
    async (_name, t) => {
      const pathParams = t.operation.parameters.filter((p) => p.in === 'path');
      const queryNames = t.operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const ids = [...realIds];
      const hostile = fc.record({
        ids: fc.tuple(...pathParams.map(() => hostileId(ids)), fc.constant('')),
        query: hostileQuery(queryNames),
        headers: hostileHeaders(() => memberToken),
        body: hostileBody(t),
      });
      // Nearly valid: real ids, no odd headers or query, every field of the right type with
      // hostile text (SQL, script, bidi, emoji) where a string goes, so the handlers are reached
      // too and not only the validator.
      const nearlyValid = fc.record({
        ids: fc.tuple(
          ...pathParams.map((p) => {
            const fitting = ids.filter(fitsSchema(p.schema as JsonObject));
            return fitting.length > 0
              ? fc.constantFrom(...fitting)
              : fc.constant(validPathValue(p.schema as JsonObject));
          }),
          fc.constant(''),
        ),
        query: fc.constant<[string, string][]>([]),
        headers: fc.constant<HostileHeaders>({}),
        body:
          t.bodyFields.length > 0
            ? fc.tuple(...t.bodyFields.map((f) => plausible(f))).map((values): HostileBody => ({
                kind: 'json',
                value: Object.fromEntries(t.bodyFields.map((f, i) => [f.name, values[i]])),
              }))
            : fc.constant<HostileBody>(
                t.operation.requestBody ? { kind: 'json', value: {} } : { kind: 'none' },
              ),
      });
      const attempt = fc.oneof({ weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: nearlyValid });
      await fc.assert(
        fc.asyncProperty(attempt, async ({ ids, query, headers, body }) => {
          const tried: Attempt = { path: pathOf(t.operation, ids, query), headers, body };
          serverErrors.length = 0;
          const before = await snapshot();
          const answer = await sendAttempt(server.url, t.operation.method, tried, {
            // Sign-in is the one public operation: it gets no session, as a stranger would send it.
            extraHeaders: isStaffOperation(t) ? { cookie: owner.cookie, 'x-csrf-token': owner.csrf } : {},
          });
          const counts = seen.get(name(t)) ?? new Map<number, number>();
          counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
          seen.set(name(t), counts);
          await expectRefusedCleanly(t, tried, answer, before);
          if (answer.status < 400) await keepOwnerSignedIn();
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, reporter: hostileReporter },
      );
      expect(Object.keys(Object.prototype), 'Object.prototype polluted').toEqual([]);
    },
    120_000,
  );
});
