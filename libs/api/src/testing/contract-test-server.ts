/**
 * The test server for fake APIs (store, business area, widgets): `startTestServer` with every
 * answer checked against openapi.yaml (`checkReplyAgainstContract`). A violating answer fails the
 * test twice over, because an app may well swallow a 500:
 * - the server answers 500 with the violation as the message instead of the fake's answer;
 * - the violation is recorded, and the `afterEach` this module registers (on import, in every test
 *   file that uses it) fails the running test with every violation's message; an answer given
 *   after the file's last test fails its `afterAll`.
 * Vitest only (it registers hooks); libs/api's own client tests keep the unchecked `startTestServer`
 * to send off-contract answers on purpose.
 */
import { afterAll, afterEach } from 'vitest';
import { checkReplyAgainstContract, type ContractViolation } from './contract-check';
import { startTestServer, type TestHandler, type TestServer } from './test-server';

export class ContractViolationError extends Error {
  constructor(readonly violations: ContractViolation[]) {
    super(
      violations.length === 1
        ? violations[0]!.message
        : `${violations.length} fake answers break openapi.yaml:\n${violations.map((v) => `- ${v.message}`).join('\n')}`,
    );
    this.name = 'ContractViolationError';
  }
}

const pending: ContractViolation[] = [];

/** Takes the violations recorded since the last call (the hooks below use it; tests may too). */
export function takeContractViolations(): ContractViolation[] {
  return pending.splice(0);
}

/** Throws a `ContractViolationError` naming every violation recorded since the last check. */
export function assertNoContractViolations(): void {
  const violations = takeContractViolations();
  if (violations.length) throw new ContractViolationError(violations);
}

afterEach(assertNoContractViolations);
afterAll(assertNoContractViolations);

/** `handler` with its every answer checked; a violation is recorded, then thrown (→ a 500). */
export function checkedByContract(handler: TestHandler): TestHandler {
  return async (request) => {
    const reply = await handler(request);
    const violation = checkReplyAgainstContract(request, reply);
    if (!violation) return reply;
    pending.push(violation);
    throw new ContractViolationError([violation]);
  };
}

const notFound: TestHandler = () => ({ status: 404, body: { message: 'Not found', status: 404 } });

/** `startTestServer`, with the first handler and every later `setHandler` checked by the contract. */
export async function startContractTestServer(handler: TestHandler = notFound): Promise<TestServer> {
  const server = await startTestServer(checkedByContract(handler));
  return { ...server, setHandler: (next) => server.setHandler(checkedByContract(next)) };
}
