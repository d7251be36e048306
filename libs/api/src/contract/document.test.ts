/**
 * The document is usable by the server as-is: every $ref resolves, the component schemas compile
 * under Ajv's strict JSON Schema 2020-12 mode (what Fastify validates with), every example and
 * fixture validates against its schema, and the house rules (closed request bodies, no prices from
 * clients, one error shape, locale headers and explicit security on every operation) hold.
 */
import Ajv2020 from '@redocly/ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../testing/fixtures';
import {
  deref,
  loadOpenApiDocument,
  operationsOf,
  resolvePointer,
  schemaBundle,
  SCHEMA_BUNDLE_ID,
  type JsonObject,
} from '../testing/openapi-document';

const doc = loadOpenApiDocument();
const components = doc.components as Record<string, Record<string, JsonObject>>;
const schemas = components.schemas!;
const operations = operationsOf(doc);

// Ajv 8 is present as @redocly/ajv (Redocly's build of Ajv 8.11); ajv-formats is not installed, so
// the formats the contract uses are defined here the way ajv-formats' "fast" mode defines them.
function createAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addFormat(
    'email',
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  );
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  ajv.addFormat(
    'date-time',
    (value: string) =>
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(value) &&
      !Number.isNaN(Date.parse(value)),
  );
  ajv.addFormat('uri', (value: string) => {
    try {
      return /^[a-z][a-z0-9+.-]*:/i.test(value) && !!new URL(value);
    } catch {
      return false;
    }
  });
  // ajv-formats' fast 'uri-reference': an absolute URL or a relative one ('/media/x.svg').
  ajv.addFormat('uri-reference', /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i);
  ajv.addSchema(schemaBundle(doc));
  return ajv;
}

const ajv = createAjv();
const validatorFor = (name: string) => {
  const validate = ajv.getSchema(`${SCHEMA_BUNDLE_ID}#/$defs/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
};
const schemaNameOf = (ref: unknown) =>
  String((ref as JsonObject | undefined)?.$ref ?? '')
    .split('/')
    .pop()!;

function collectRefs(node: unknown, at: string, out: Array<[string, string]>) {
  if (Array.isArray(node)) node.forEach((child, i) => collectRefs(child, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as JsonObject)) {
      if (key === '$ref' && typeof value === 'string') out.push([at, value]);
      else collectRefs(value, `${at}/${key}`, out);
    }
  }
  return out;
}

describe('references', () => {
  it('every $ref resolves', () => {
    const refs = collectRefs(doc, '#', []);
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(([, ref]) => resolvePointer(doc, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('every component schema compiles under Ajv strict 2020-12', () => {
    for (const name of Object.keys(schemas)) expect(() => validatorFor(name), name).not.toThrow();
  });
});

describe('examples validate against their schemas', () => {
  const schemaExamples = Object.entries(schemas).flatMap(([name, schema]) =>
    ((schema.examples as unknown[] | undefined) ?? []).map((example, i) => ({
      name,
      n: String(i + 1),
      example,
    })),
  );

  it('the main schemas have examples', () => {
    const withExamples = new Set(schemaExamples.map((e) => e.name));
    for (const name of [
      'Country',
      'Cart',
      'CartItem',
      'Product',
      'Order',
      'Outcome',
      'LoginRecord',
      'User',
      'WorkshopBooking',
      'Error',
    ]) {
      expect(withExamples, name).toContain(name);
    }
  });

  it.each(schemaExamples)('schema $name, example $n', ({ name, example }) => {
    const validate = validatorFor(name);
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  it('response and parameter examples', () => {
    let checked = 0;
    for (const [name, response] of Object.entries(components.responses!)) {
      const media = (response.content as Record<string, JsonObject>)['application/json']!;
      if (media.example === undefined) continue;
      const validate = validatorFor(schemaNameOf(media.schema));
      expect(validate(media.example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      checked++;
    }
    for (const [name, parameter] of Object.entries(components.parameters!)) {
      if (parameter.example === undefined) continue;
      const schema = deref<JsonObject>(doc, parameter.schema);
      const validate = ajv.compile(schemaWithRefs(schema));
      expect(validate(parameter.example), name).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it.each(Object.entries(fixtures.fixtureSchemas))('fixture %s conforms to %s', (fixtureName, schema) => {
    const value = (fixtures as unknown as Record<string, unknown>)[fixtureName];
    const validate = Array.isArray(schema)
      ? arrayValidator(schema[0] as string)
      : validatorFor(schema as string);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });

  it('fixture error bodies conform to Error', () => {
    const validate = validatorFor('Error');
    for (const [name, body] of Object.entries(fixtures.errors)) expect(validate(body), name).toBe(true);
  });
});

function schemaWithRefs(schema: JsonObject) {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMA_BUNDLE_ID}#/$defs/`),
  );
}

function arrayValidator(name: string) {
  return ajv.compile({ type: 'array', items: { $ref: `${SCHEMA_BUNDLE_ID}#/$defs/${name}` } });
}

describe('strictness', () => {
  it('rejects what clients must not send: unknown fields such as prices are a 400', () => {
    const validate = validatorFor('AddCartItemRequest');
    expect(validate({ product_id: 101, quantity: 1 })).toBe(true);
    expect(validate({ product_id: 101, quantity: 1, price: 1 })).toBe(false);
    expect(validate({ product_id: 101, quantity: 0 })).toBe(false);
    expect(
      validatorFor('CreateOrderRequest')({
        cart_id: fixtures.cart.id,
        email: 'mei@example.com',
        shipping_rule_id: 1,
        shipping_address: null,
        total: 0,
      }),
    ).toBe(false);
  });

  it('applies the SPEC §5 e-mail rule', () => {
    const validate = validatorFor('Email');
    expect(validate('mei@example.com')).toBe(true);
    expect(validate('mei@example.c')).toBe(false);
    expect(validate('mei@example')).toBe(false);
  });

  it('accepts exactly one payment shape', () => {
    const validate = validatorFor('PaymentRequest');
    expect(validate({ card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' })).toBe(
      true,
    );
    expect(validate({ token: 'tok_visa' })).toBe(true);
    expect(validate({ token: 'tok_visa', card_number: '4242424242424242' })).toBe(false);
  });

  it('every request body is closed (additionalProperties: false) and carries no money fields', () => {
    const MONEY = /^(price|prices|total|subtotal|discount|amount|currency|shipping|exchange_rate)$/;
    const openBodies = new Set(['paymentWebhook']);
    // Staff choose how much of an order to refund; the server caps it at what is still refundable.
    // Merchandisers set the catalogue's prices per currency (the prices every cart then reads).
    const staffAmounts = new Set([
      'refundAdminOrder.amount',
      'adminSetVariantPrices.prices',
      'adminSetVariantPrices.prices[].currency',
      'adminSetVariantPrices.prices[].amount',
      // A new product's first variant comes with its prices (one per store currency).
      'adminCreateProduct.variant.prices',
      'adminCreateProduct.variant.prices[].currency',
      'adminCreateProduct.variant.prices[].amount',
      // Merchandisers set a promo's amount off and minimum spend per currency; staff issue gift
      // cards of an amount (capped by the server against the values the store sells).
      'adminCreatePromo.amounts[].currency',
      'adminUpdatePromo.terms.amounts[].currency',
      'adminIssueGiftCard.currency',
      'adminIssueGiftCard.amount',
    ]);
    // A CMS block's fields depend on its kind: the server checks them with the content import's own
    // reader, kind by kind, as it checks a content file.
    const openObjects = new Set(['adminSavePageDraft.blocks[].data']);
    const visit = (schema: JsonObject, where: string, seen = new Set<JsonObject>()) => {
      const s = deref<JsonObject>(doc, schema);
      if (!s || seen.has(s) || openObjects.has(where)) return;
      seen.add(s);
      for (const alt of [...((s.oneOf as JsonObject[]) ?? []), ...((s.anyOf as JsonObject[]) ?? [])])
        visit(alt, where, seen);
      // A map whose keys are a fixed list (propertyNames: enum) is closed too.
      const namesListed = Array.isArray((s.propertyNames as JsonObject | undefined)?.enum);
      if ((s.type === 'object' || s.properties) && !namesListed) {
        expect(s.additionalProperties, `${where} must be closed`).toBe(false);
        for (const [key, value] of Object.entries((s.properties as Record<string, JsonObject>) ?? {})) {
          if (!staffAmounts.has(`${where}.${key}`)) expect(key, `${where}.${key}`).not.toMatch(MONEY);
          visit(value, `${where}.${key}`, seen);
        }
      }
      if (s.items) visit(s.items as JsonObject, `${where}[]`, seen);
    };
    let bodies = 0;
    for (const { operation } of operations) {
      const body = operation.requestBody as JsonObject | undefined;
      if (!body || openBodies.has(String(operation.operationId))) continue;
      const json = (body.content as Record<string, JsonObject>)['application/json'];
      // A body that is not JSON (a photograph's bytes) has no properties to close.
      if (!json) {
        expect(Object.keys(body.content as JsonObject), String(operation.operationId)).not.toContain(
          'application/x-www-form-urlencoded',
        );
        continue;
      }
      visit(json.schema as JsonObject, String(operation.operationId));
      bodies++;
    }
    expect(bodies).toBeGreaterThan(15);
  });

  it('every object that carries an amount carries its currency', () => {
    const amountRef = '#/components/schemas/MinorUnits';
    // A booking line's amount is in the booking's currency; the expected gift card amount of an
    // order request is in the cart's (the request's Accept-Currency); the tax included is in the
    // currency of the cart or order that holds it. Their descriptions say so.
    const IN_ANOTHER_CURRENCY = ['WorkshopBooking.lines', 'CreateOrderRequest', 'TaxIncluded'];
    const offenders: string[] = [];
    const visit = (schema: JsonObject, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const props = schema.properties as Record<string, JsonObject> | undefined;
      if (props) {
        const carriesAmount = Object.values(props).some(
          (p) =>
            p.$ref === amountRef || ((p.oneOf as JsonObject[]) ?? []).some((alt) => alt.$ref === amountRef),
        );
        if (carriesAmount && !('currency' in props) && !IN_ANOTHER_CURRENCY.some((w) => where.startsWith(w)))
          offenders.push(where);
        for (const [key, value] of Object.entries(props)) visit(value, `${where}.${key}`);
      }
      if (schema.items) visit(schema.items as JsonObject, `${where}[]`);
    };
    for (const [name, schema] of Object.entries(schemas)) visit(schema, name);
    expect(offenders).toEqual([]);
  });
});

/**
 * The health probes are called by orchestrators and proxies, on their conventions: no locale
 * headers, and never a 4xx (they answer 200 or, for readiness, 503).
 */
const PROBES = new Set(['health', 'healthLive', 'healthReady']);

describe('operations', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s follows the house rules',
    (_key, entry) => {
      const { operation, parameters } = entry;
      expect(String(operation.operationId)).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(operation.summary).toBeTruthy();
      expect((operation.tags as string[]).length).toBeGreaterThan(0);
      expect(Array.isArray(operation.security), 'explicit security').toBe(true);
      if (PROBES.has(String(operation.operationId))) {
        expect(Object.keys(operation.responses as object)).toContain('200');
        return;
      }

      const headerNames = parameters
        .map((p) => deref<JsonObject>(doc, p))
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
      expect(headerNames).toEqual(
        expect.arrayContaining(['Accept-Country', 'Accept-Language', 'Accept-Currency']),
      );

      const responses = operation.responses as Record<string, JsonObject>;
      // A success, or for a link opened in a browser (the e-mail's unsubscribe URL) a redirect.
      expect(Object.keys(responses).some((s) => /^[23]/.test(s))).toBe(true);
      expect(Object.keys(responses).some((s) => s.startsWith('4'))).toBe(true);
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        const resolved = deref<JsonObject>(doc, response);
        const schema = (resolved.content as Record<string, JsonObject>)['application/json']!
          .schema as JsonObject;
        // A stale `version` on an admin write is the one exception: its 409 carries the entity as it is now.
        const allowed =
          status === '409' && schema.$ref === '#/components/schemas/VersionConflict'
            ? '#/components/schemas/VersionConflict'
            : '#/components/schemas/Error';
        expect(schema.$ref, `${status} uses the one Error body`).toBe(allowed);
      }
    },
  );

  it('requires an Idempotency-Key on order creation', () => {
    const createOrder = operations.find((o) => o.operation.operationId === 'createOrder')!;
    const key = createOrder.parameters
      .map((p) => deref<JsonObject>(doc, p))
      .find((p) => p.name === 'Idempotency-Key');
    expect(key).toMatchObject({ in: 'header', required: true });
  });

  it('uses bearerAuth for member-only calls and guest-or-member for optional ones', () => {
    const securityOf = (id: string) =>
      operations.find((o) => o.operation.operationId === id)!.operation.security;
    expect(securityOf('getUserDetail')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('listUserCarts')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('transferCart')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('listOrders')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('getCart')).toEqual([{}, { bearerAuth: [] }]);
    expect(securityOf('listCountries')).toEqual([]);
  });
});
