/**
 * The contract check on fake APIs fires: a disallowed status, a body missing a required field and
 * an unknown path are each named (operation, status, schema error), answered as a 500, and fail the
 * test that caused them even when the caller swallows the error answer.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { checkReplyAgainstContract } from './contract-check';
import { startContractTestServer, takeContractViolations } from './contract-test-server';
import * as fixtures from './fixtures';
import type { TestServer } from './test-server';

const { currency: _dropped, ...countryWithoutCurrency } = fixtures.countries[0]!;

/** Three fakes that break the contract, and one that keeps it. */
const offContract = {
  status: { method: 'GET', path: '/api/countries/', reply: { status: 418, body: fixtures.countries } },
  body: { method: 'GET', path: '/api/countries/', reply: { status: 200, body: [countryWithoutCurrency] } },
  path: { method: 'GET', path: '/api/no-such-thing/', reply: { status: 200, body: [] } },
};
const STATUS_MESSAGE =
  'Contract violation: GET /api/countries/ → listCountries (GET /api/countries/) answered 418: the operation does not declare status 418 (it declares 200, 304, 400, 500)';
const BODY_MESSAGE =
  "Contract violation: GET /api/countries/ → listCountries (GET /api/countries/) answered 200: the body does not match Country[] (response 200): /0 must have required property 'currency'";
const PATH_MESSAGE =
  'Contract violation: GET /api/no-such-thing/ answered 200: no path of openapi.yaml matches this request';

describe('checkReplyAgainstContract', () => {
  it('names the operation and the status the operation does not declare', () => {
    const { method, path, reply } = offContract.status;
    expect(checkReplyAgainstContract({ method, path }, reply)).toMatchObject({
      operation: 'listCountries (GET /api/countries/)',
      status: 418,
      message: STATUS_MESSAGE,
    });
  });

  it('names the schema and the error of a body missing a required field', () => {
    const { method, path, reply } = offContract.body;
    expect(checkReplyAgainstContract({ method, path }, reply)?.message).toBe(BODY_MESSAGE);
  });

  it('refuses a path the contract does not have, and a method the path does not have', () => {
    const { method, path, reply } = offContract.path;
    expect(checkReplyAgainstContract({ method, path }, reply)?.message).toBe(PATH_MESSAGE);
    expect(
      checkReplyAgainstContract({ method: 'DELETE', path: '/api/countries/' }, { status: 204 })?.problem,
    ).toBe('/api/countries/ has no DELETE in openapi.yaml (it has GET)');
  });

  it('refuses a body where the response declares none, and no body where it declares one', () => {
    const revoke = { method: 'POST', path: '/api/token/revoke/' };
    expect(checkReplyAgainstContract(revoke, { status: 204 })).toBeNull();
    expect(checkReplyAgainstContract(revoke, { status: 204, body: { ok: true } })?.problem).toBe(
      'response 204 declares no body, but one was sent',
    );
    expect(
      checkReplyAgainstContract({ method: 'GET', path: '/api/countries/' }, { status: 200 })?.problem,
    ).toBe('response 200 declares a Country[] body, but none was sent');
  });

  it('lets through what the contract allows, path parameters and error bodies included', () => {
    expect(
      checkReplyAgainstContract(
        { method: 'GET', path: '/api/countries/' },
        { status: 200, body: fixtures.countries },
      ),
    ).toBeNull();
    const cart = { method: 'GET', path: `/api/carts/${fixtures.cart.id}/` };
    expect(checkReplyAgainstContract(cart, { status: 200, body: fixtures.cart })).toBeNull();
    expect(checkReplyAgainstContract(cart, { status: 404, body: fixtures.errors.notFound })).toBeNull();
    expect(checkReplyAgainstContract(cart, { status: 404, body: { detail: 'Not found' } })?.problem).toMatch(
      /^the body does not match Error \(response 404\): \(root\) must have required property 'message'/,
    );
  });
});

describe('startContractTestServer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startContractTestServer();
  });
  afterAll(() => server.close());

  it('answers each violation as a 500 carrying its message, and records it', async () => {
    for (const { method, path, reply } of Object.values(offContract)) {
      server.setHandler(() => reply);
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status).toBe(500);
      expect(((await response.json()) as { message: string }).message).toContain('Contract violation: ');
    }
    // Taken here, so this test's own afterEach does not fail it.
    expect(takeContractViolations().map((violation) => violation.message)).toEqual([
      STATUS_MESSAGE,
      BODY_MESSAGE,
      PATH_MESSAGE,
    ]);
  });

  it('passes an allowed answer through unchanged', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.countries }));
    const response = await fetch(`${server.url}/api/countries/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(fixtures.countries);
    expect(takeContractViolations()).toEqual([]);
  });

  // The shared afterEach fails a test whose app swallowed the 500: `it.fails` passes only if the
  // test failed, and onTestFailed keeps the error to check its message below.
  let failure: { message?: string } | undefined;
  it.fails('fails the test that caused a violation even when the caller ignores the answer', async () => {
    onTestFailed(({ task }) => {
      failure = task.result?.errors?.[0];
    });
    server.setHandler(() => offContract.body.reply);
    await fetch(`${server.url}/api/countries/`).catch(() => undefined);
  });

  it('…with the violation’s message', () => {
    expect(failure?.message).toBe(BODY_MESSAGE);
  });
});
