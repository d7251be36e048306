import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { HostileTarget } from './contract-operations';

/** 100 KB: far above every maxLength of the contract, well under the 1 MB body limit. */
const HUGE = 100_000;

/** Text that has broken parsers, databases and renderers before. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E\u061C', // RTL / LTR / Arabic letter marks
  '\uD800', // lone high surrogate: JSON.stringify sends it escaped, \ud800
  '\uDFFF',
  'x\uDBFFy',
  '👩‍👩‍👧‍👦🧴🌸',
  '\uFEFF',
  'e\u0301\u0301\u0301\u0301',
  'عطر 香水 nước hoa',
  "'; drop table orders; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'true',
];

const hugeString = fc.constantFrom(
  'x'.repeat(HUGE),
  '🌸'.repeat(HUGE / 4),
  '\u202E'.repeat(HUGE / 3),
  '\uD800'.repeat(HUGE / 6),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -2147483649,
    2147483648,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any value a JSON field could hold, hostile or of the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant([...Array(300).keys()]) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  // Nesting; the really deep kind is sent as raw text (see `deepJson`), since the test's own
  // JSON.stringify would overflow first.
  { weight: 1, arbitrary: fc.constant(JSON.parse('['.repeat(1_000) + ']'.repeat(1_000)) as unknown) },
);

/** Marks an id to be put in the path verbatim rather than %-encoded. */
export const RAW = 'raw:';

/** Ids for path segments: not uuids, huge ints, traversal, plus real-looking and real ones. */
export function hostileId(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'not-a-uuid',
        '0',
        '-1',
        '99999999999999999999999999',
        '1e400',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-fffffffffffg',
        '../../etc/passwd',
        '..%2F..%2Fetc%2Fpasswd',
        '%00',
        "1' or '1'='1",
        '__proto__',
        'a'.repeat(2_000),
        '🌸',
        '\u202E',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constant(null).map(() => randomUUID()) },
    { weight: 2, arbitrary: realIds.length > 0 ? fc.constantFrom(...realIds) : fc.constant('none') },
    // Put in the path as they are, not %-encoded: broken escapes and raw traversal.
    {
      weight: 1,
      arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '..', '%2e%2e').map((raw) => `${RAW}${raw}`),
    },
  );
}

/** Header values fetch will send (latin-1, no CR/LF/NUL) yet no server should believe. */
const headerGarbage = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'xx',
    'XX',
    'zz-ZZ',
    '*',
    ';q=1.5',
    'en;q=abc, ar;q=-1',
    'sg, vn, sg',
    'null',
    '../..',
    'a'.repeat(4_000),
    'Ã©Ã¨',
    '\t',
  ),
  // Printable ASCII and latin-1: what fetch lets through (it refuses control characters itself).
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength: 30,
  }),
);

export interface HostileHeaders {
  'accept-country'?: string;
  'accept-language'?: string;
  'accept-currency'?: string;
  authorization?: string;
  'idempotency-key'?: string;
}

export function hostileHeaders(memberToken: () => string): fc.Arbitrary<HostileHeaders> {
  const authorization = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer garbage',
      'Basic dXNlcjpwYXNz',
      'bearer a.b.c',
      // alg none, and a token signed with another secret
      'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIn0.',
      'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl',
      `Bearer ${'a'.repeat(4_000)}`,
    ),
    headerGarbage,
    // A real member token half the time it is chosen, so members-only validation is reached too.
    fc.constant(null).map(() => `Bearer ${memberToken()}`),
  );
  // Each header absent, sane or garbage: garbage everywhere would stop every request at the
  // locale check and leave the validators and services behind it untried.
  const header = (sane: string[], garbage: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: sane.length > 0 ? 2 : 0, arbitrary: sane.length > 0 ? fc.constantFrom(...sane) : garbage },
      { weight: 2, arbitrary: garbage },
    );
  return fc.record({
    'accept-country': header(['sg', 'vn', 'SG'], headerGarbage),
    'accept-language': header(['en', 'ar', 'zh-hans', 'vi'], headerGarbage),
    'accept-currency': header(['sgd', 'vnd', 'usd'], headerGarbage),
    authorization: header([], authorization),
    'idempotency-key': header(
      [],
      fc.oneof(
        headerGarbage,
        fc.constant(null).map(() => randomUUID()),
      ),
    ),
  });
}

/** A plausible value for a field (right type and format), so the request gets past the first check. */
export function plausible(field: HostileTarget['bodyFields'][number]): fc.Arbitrary<unknown> {
  if (field.enum && field.enum.length > 0) return fc.constantFrom(...field.enum);
  if (field.format === 'uuid') return fc.constant(null).map(() => randomUUID());
  if (field.format === 'email')
    return fc.constantFrom('shopper@example.com', 'a@b.co', '\u202Eevil@example.com');
  if (field.type === 'integer') return fc.integer({ min: -5, max: 5 });
  if (field.type === 'boolean') return fc.boolean();
  if (field.type === 'string') return hostileString;
  return hostileValue;
}

export type HostileBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null };

/** Bodies: the contract's fields with wrong or missing values and extra ones, or no JSON at all. */
export function hostileBody(target: HostileTarget): fc.Arbitrary<HostileBody> {
  const fields = target.bodyFields;
  const objectBody = fc
    .tuple(
      fc.tuple(
        ...(fields.length > 0
          ? fields.map((f) =>
              fc.oneof(
                { weight: 2, arbitrary: fc.constant(undefined) }, // missing
                { weight: 3, arbitrary: hostileValue },
                { weight: 3, arbitrary: plausible(f) },
              ),
            )
          : [fc.constant(undefined)]),
      ),
      fc.dictionary(
        fc.oneof(
          hostileString.filter((s) => s.length < 200),
          fc.constantFrom('__proto__', 'constructor', 'status', 'id'),
        ),
        hostileValue,
        { maxKeys: 3 },
      ),
    )
    .map(([values, extra]) => {
      const body: Record<string, unknown> = {};
      fields.forEach((f, i) => {
        if (values[i] !== undefined) body[f.name] = values[i];
      });
      // Extra fields next to the real ones (unknown names must be refused or ignored, never stored).
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
      return { kind: 'json' as const, value: body };
    });
  const raw = fc.record({
    text: fc.constantFrom(
      '{',
      '{"a":',
      'not json',
      '\u0000',
      '[1,2',
      '{"a":1}{"b":2}',
      '\uFEFF{}',
      '',
      'null',
      '1e99999',
      '"\\ud800"',
      `{"x":"${'a'.repeat(HUGE)}"`,
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      null,
    ),
  });
  // 50,000 levels of nesting, at the top and inside a real field: a recursive parser, validator
  // or serializer on the server would blow its stack.
  const deep = '['.repeat(50_000) + ']'.repeat(50_000);
  const deepJson = fc.constantFrom(
    deep,
    `{"${fields[0]?.name ?? 'a'}":${deep}}`,
    `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 1,
      arbitrary: deepJson.map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    },
    { weight: 5, arbitrary: objectBody },
    { weight: 2, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: raw.map((r) => ({ kind: 'raw' as const, ...r })) },
  );
}

/** Query strings: the operation's parameters with hostile values, repeated names, and unknown ones. */
export function hostileQuery(names: string[]): fc.Arbitrary<[string, string][]> {
  const pair = fc.tuple(
    names.length > 0
      ? fc.oneof(fc.constantFrom(...names), fc.constantFrom('page[size]', '__proto__', 'x'))
      : fc.constantFrom('x', '__proto__'),
    fc.oneof(
      hostileString.filter((s) => s.length < 5_000),
      hostileNumber.map(String),
    ),
  );
  return fc.array(pair, { maxLength: 4 });
}
