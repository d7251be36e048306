/**
 * Checks a fake API's answer against openapi.yaml, so the store, business-area and widget tests
 * cannot pass against a fake that answers something the real server may not (issue 21, point 5):
 * the request must match an operation (method + path template), the status must be one the
 * operation declares (or its `NXX` range or `default`), and the body must be what that response
 * declares (JSON validating against its schema, or nothing when it declares no content).
 *
 * Cost: the document is read and the Ajv instance built once per process, each (operation,
 * status) schema compiled on first use and kept (on `globalThis`, so a worker reused for several
 * test files compiles it once). Store suite (`cd apps/store && npx vitest run`, 40 files, 364 tests,
 * 2 cores shared with other jobs): 225 s before the check, 152 s after; back to back with the check
 * off/on 123/142 s and 189/174 s, so the machine's load moves it more than the check does. The
 * checker itself spends 0.12–0.34 s per test file, first use included.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  deref,
  openApiDocumentPath,
  operationsOf,
  schemaBundle,
  toBundleRefs,
  type JsonObject,
} from './openapi-document';

// ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** What the check needs of a request and of a fake's reply (`RecordedRequest`, `TestReply` fit). */
export interface CheckedRequest {
  method: string;
  /** Path only, no query. */
  path: string;
}
export interface CheckedReply {
  status: number;
  body?: unknown;
}

export interface ContractViolation {
  /** `GET /api/carts/9b1c…/` as requested. */
  request: string;
  /** `getCart (GET /api/carts/{cartPk}/)`, or null when no operation matches. */
  operation: string | null;
  status: number;
  /** What is wrong, with the schema errors when the body is at fault. */
  problem: string;
  /** One line for a test failure: request, operation, status and problem. */
  message: string;
}

interface Operation {
  method: string;
  template: string;
  operationId: string;
  pattern: RegExp;
  /** Segments without a parameter: a literal segment wins over a parameter, as routers match. */
  literals: number;
  responses: JsonObject;
}

interface Contract {
  document: JsonObject;
  ajv: Ajv2020;
  operations: Operation[];
  /** `operationId status` → the response body's validator, null when it declares no content. */
  validators: Map<string, { validate: ValidateFunction; schemaName: string } | null>;
}

const CACHE = Symbol.for('@atelier/api/testing/contract-check');

/**
 * openapi.yaml parsed, through a JSON copy in the temp folder keyed by the file's hash: Vitest runs
 * each test file in a fresh worker, and parsing the YAML took ~0.5–0.8 s of every file's time.
 */
function loadDocument(): JsonObject {
  const text = readFileSync(openApiDocumentPath, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const copy = join(tmpdir(), `atelier-openapi-${hash}.json`);
  try {
    return JSON.parse(readFileSync(copy, 'utf8')) as JsonObject;
  } catch {
    const document = parse(text) as JsonObject;
    try {
      // Written aside, then renamed: parallel workers never read a half-written copy.
      writeFileSync(`${copy}.${process.pid}`, JSON.stringify(document));
      renameSync(`${copy}.${process.pid}`, copy);
    } catch {
      // A read-only temp folder only costs the parse next time.
    }
    return document;
  }
}

function contract(): Contract {
  const global = globalThis as { [CACHE]?: Contract };
  if (global[CACHE]) return global[CACHE];
  const document = loadDocument();
  // apps/api's response matcher's options, so a fake is held to what the server's answers are held
  // to; no meta-schema validation of the bundle (~0.2 s a file): src/contract/document.test.ts
  // already proves every component schema compiles under strict mode.
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(schemaBundle(document));
  const operations = operationsOf(document).map(({ path, method, operation }) => {
    const segments = path.split('/');
    return {
      method: method.toUpperCase(),
      template: path,
      operationId: String(operation.operationId ?? `${method} ${path}`),
      pattern: new RegExp(
        `^${segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
      ),
      literals: segments.filter((s) => s && !s.startsWith('{')).length,
      responses: (operation.responses ?? {}) as JsonObject,
    };
  });
  global[CACHE] = { document, ajv, operations, validators: new Map() };
  return global[CACHE];
}

function describeOperation(operation: Operation): string {
  return `${operation.operationId} (${operation.method} ${operation.template})`;
}

function schemaNameOf(schema: JsonObject): string {
  const ref = (node: unknown) =>
    String((node as JsonObject | undefined)?.$ref ?? '')
      .split('/')
      .pop();
  if (schema.$ref) return ref(schema) ?? 'schema';
  if (schema.type === 'array' && (schema.items as JsonObject | undefined)?.$ref)
    return `${ref(schema.items)}[]`;
  return 'its inline schema';
}

function validatorFor(c: Contract, operation: Operation, statusKey: string) {
  const key = `${operation.operationId} ${statusKey}`;
  if (c.validators.has(key)) return c.validators.get(key) ?? null;
  const response = deref(c.document, operation.responses[statusKey]);
  const content = response.content as Record<string, JsonObject> | undefined;
  const schema = content?.['application/json']?.schema as JsonObject | undefined;
  const entry = schema
    ? { validate: c.ajv.compile(toBundleRefs(schema) as JsonObject), schemaName: schemaNameOf(schema) }
    : null;
  c.validators.set(key, entry);
  return entry;
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  const lines = (errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
          : '';
    return `${error.instancePath || '(root)'} ${error.message ?? error.keyword}${extra}`;
  });
  const shown = lines.slice(0, 6);
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more`);
  return shown.join('; ');
}

/** The status key the operation declares for `status`: exact, then `4XX`-style range, then `default`. */
function declaredStatus(responses: JsonObject, status: number): string | null {
  for (const key of [String(status), `${Math.floor(status / 100)}XX`, 'default']) {
    if (key in responses) return key;
  }
  return null;
}

/** The operation a request means, as a router would pick it: literal segments before parameters. */
function matchOperation(c: Contract, request: CheckedRequest) {
  const byPath = c.operations
    .filter((operation) => operation.pattern.test(request.path))
    .sort((a, b) => b.literals - a.literals);
  const method = request.method.toUpperCase();
  return { operation: byPath.find((operation) => operation.method === method), byPath };
}

/** The violation of the contract in this answer, or null when the contract allows it. */
export function checkReplyAgainstContract(
  request: CheckedRequest,
  reply: CheckedReply,
): ContractViolation | null {
  const c = contract();
  const asked = `${request.method.toUpperCase()} ${request.path}`;
  const violation = (operation: Operation | null, problem: string): ContractViolation => {
    const named = operation ? describeOperation(operation) : null;
    return {
      request: asked,
      operation: named,
      status: reply.status,
      problem,
      message: `Contract violation: ${asked}${named ? ` → ${named}` : ''} answered ${reply.status}: ${problem}`,
    };
  };

  const { operation, byPath } = matchOperation(c, request);
  if (!operation) {
    if (byPath.length === 0) return violation(null, 'no path of openapi.yaml matches this request');
    const methods = [...new Set(byPath.map((candidate) => candidate.method))].join(', ');
    return violation(
      null,
      `${byPath[0]!.template} has no ${request.method.toUpperCase()} in openapi.yaml (it has ${methods})`,
    );
  }

  const statusKey = declaredStatus(operation.responses, reply.status);
  if (!statusKey) {
    const declared = Object.keys(operation.responses).join(', ');
    return violation(
      operation,
      `the operation does not declare status ${reply.status} (it declares ${declared})`,
    );
  }

  const expected = validatorFor(c, operation, statusKey);
  const empty = reply.body === undefined || reply.body === '';
  if (!expected) {
    return empty ? null : violation(operation, `response ${statusKey} declares no body, but one was sent`);
  }
  if (empty)
    return violation(
      operation,
      `response ${statusKey} declares a ${expected.schemaName} body, but none was sent`,
    );
  if (typeof reply.body === 'string') {
    return violation(
      operation,
      `response ${statusKey} declares a JSON ${expected.schemaName} body, but text was sent`,
    );
  }
  if (expected.validate(reply.body)) return null;
  return violation(
    operation,
    `the body does not match ${expected.schemaName} (response ${statusKey}): ${formatErrors(expected.validate.errors)}`,
  );
}
