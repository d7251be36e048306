/**
 * Every call of SPEC §7 is in openapi.yaml with its exact spelling (trailing slashes, the
 * `/api/subcribers/` typo, the path parameter names) and with the method SPEC gives. Where SPEC
 * says the method is "not shown", the chosen method(s) must say so in the description.
 * Everything else in the document is an addition and must be marked `x-addition: true`.
 */
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, operationsOf, deref, type JsonObject } from '../testing/openapi-document';

type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';

interface SpecCall {
  path: string;
  /** The method SPEC gives, or the methods we chose where SPEC shows none. */
  methods: Method[];
  methodShown: boolean;
  /** Query parameters SPEC shows for the call. */
  query?: string[];
}

const SPEC_CALLS: SpecCall[] = [
  { path: '/api/token/', methods: ['post'], methodShown: true },
  { path: '/api/token/refresh/', methods: ['post'], methodShown: false },
  { path: '/api/users/detail/', methods: ['get'], methodShown: true },
  { path: '/api/users/{userId}/carts/', methods: ['get'], methodShown: true },
  { path: '/api/answers/', methods: ['get'], methodShown: true, query: ['partnership'] },
  { path: '/api/questions/', methods: ['get'], methodShown: true, query: ['partnership'] },
  { path: '/api/cms/pages/', methods: ['get'], methodShown: true, query: ['slug'] },
  { path: '/api/cms/draft-pages/', methods: ['get'], methodShown: true, query: ['slug'] },
  { path: '/api/outcomes/', methods: ['post', 'get'], methodShown: false },
  { path: '/api/outcomes/{id}/', methods: ['get'], methodShown: false },
  { path: '/api/outcomes/{id}/clear/', methods: ['post'], methodShown: false },
  { path: '/api/products/bottle-images/', methods: ['get'], methodShown: true },
  { path: '/api/products/get/', methods: ['get'], methodShown: true, query: ['type', 'id'] },
  { path: '/api/promo/', methods: ['get'], methodShown: true, query: ['code', 'cart'] },
  { path: '/api/promo-rules/modify/', methods: ['get'], methodShown: true, query: ['type'] },
  { path: '/api/carts/', methods: ['post'], methodShown: true },
  { path: '/api/carts/{cartPk}/', methods: ['get'], methodShown: true },
  { path: '/api/carts/{id}/clear/', methods: ['post'], methodShown: false },
  { path: '/api/carts/{cartPk}/items/', methods: ['post'], methodShown: false },
  { path: '/api/carts/{cartPk}/items/{id}/', methods: ['patch', 'delete'], methodShown: false },
  { path: '/api/carts/{cartPk}/precheckout/', methods: ['post'], methodShown: false },
  { path: '/api/carts/{id}/transfer/', methods: ['post'], methodShown: false },
  { path: '/api/verify/', methods: ['post'], methodShown: true },
  { path: '/api/shipping-rules/', methods: ['get'], methodShown: false },
  { path: '/api/subcribers/', methods: ['post'], methodShown: false },
  { path: '/api/countries/', methods: ['get'], methodShown: true },
  { path: '/api/exchange-rates/', methods: ['get'], methodShown: true },
  { path: '/api/tags/', methods: ['get'], methodShown: true, query: ['group', 'quiz', 'partnership'] },
  { path: '/api/items/{id}/related-items/', methods: ['get'], methodShown: true },
  { path: '/api/items/{id}/notify-stock/', methods: ['post'], methodShown: false },
];

const doc = loadOpenApiDocument();
const paths = doc.paths as Record<string, JsonObject>;
const operations = operationsOf(doc);

describe('SPEC §7 calls in openapi.yaml', () => {
  it.each(SPEC_CALLS)('$path is present with its method(s)', ({ path, methods, methodShown, query }) => {
    expect(Object.keys(paths)).toContain(path);
    for (const method of methods) {
      const entry = operations.find((o) => o.path === path && o.method === method);
      expect(entry, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(
        entry!.operation['x-addition'],
        `${method.toUpperCase()} ${path} is SPEC, not an addition`,
      ).toBeUndefined();
      if (!methodShown) {
        expect(String(entry!.operation.description)).toMatch(
          /Method not shown in SPEC; [A-Z]+\s+chosen\s+because\s/,
        );
      }
      const queryNames = entry!.parameters
        .map((p) => deref<JsonObject>(doc, p))
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      for (const name of query ?? []) expect(queryNames, `${path} ?${name}=`).toContain(name);
    }
  });

  it('keeps the typo and the trailing slashes', () => {
    expect(paths['/api/subcribers/']).toBeDefined();
    expect(paths['/api/subscribers/']).toBeUndefined();
    // The orchestrators' probes keep their own spelling (document.test.ts, PROBES).
    const probes = ['/api/health/live', '/api/health/ready'];
    for (const path of Object.keys(paths)) {
      if (!probes.includes(path)) expect(path.endsWith('/'), path).toBe(true);
    }
  });

  it('marks every operation beyond SPEC §7 as x-addition', () => {
    const spec = new Set(SPEC_CALLS.flatMap((c) => c.methods.map((m) => `${m} ${c.path}`)));
    const additions = operations.filter((o) => !spec.has(`${o.method} ${o.path}`));
    expect(additions.length).toBeGreaterThan(0);
    for (const { method, path, operation } of additions) {
      expect(operation['x-addition'], `${method.toUpperCase()} ${path}`).toBe(true);
      expect(String(operation.description), `${method.toUpperCase()} ${path}`).toMatch(
        /Addition beyond SPEC §7/,
      );
    }
  });

  it('has the additions the store needs', () => {
    const keys = new Set(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    for (const key of [
      'POST /api/users/register/',
      'POST /api/token/revoke/',
      'GET /api/products/',
      'POST /api/orders/',
      'GET /api/orders/{id}/',
      'POST /api/orders/{id}/pay/',
      'POST /api/payments/webhook/',
      'GET /api/workshops/services/',
      'GET /api/workshops/services/{id}/slots/',
      'POST /api/bookings/',
      'GET /api/bookings/{id}/',
      'POST /api/gift-cards/',
      'GET /api/gift-cards/{code}/balance/',
      'POST /api/business/leads/',
    ]) {
      expect(keys, key).toContain(key);
    }
  });
});
