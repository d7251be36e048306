import { describe, expect, it } from 'vitest';
import { bearerRequirement, staleGeneratedFiles } from '../../scripts/codegen.mjs';
import { securedOperations } from '../generated/secured-operations';
import { loadOpenApiDocument, operationsOf } from '../testing/openapi-document';

describe('generated files', () => {
  it('are up to date with openapi.yaml (run `npm run -w @atelier/api generate` if this fails)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  }, 60_000);

  it('the secured-operations table lists exactly the operations whose security mentions bearerAuth', () => {
    const doc = loadOpenApiDocument();
    const expected = Object.fromEntries(
      operationsOf(doc)
        .map((o) => [`${o.method.toUpperCase()} ${o.path}`, bearerRequirement(o.operation.security)] as const)
        .filter(([, requirement]) => requirement !== null),
    );
    expect({ ...securedOperations }).toEqual(expected);
    expect(securedOperations['GET /api/users/detail/']).toBe('required');
    expect(securedOperations['GET /api/carts/{cartPk}/']).toBe('optional');
    expect('GET /api/countries/' in securedOperations).toBe(false);
  });

  it('derives the requirement from security alternatives', () => {
    expect(bearerRequirement([{ bearerAuth: [] }])).toBe('required');
    expect(bearerRequirement([{}, { bearerAuth: [] }])).toBe('optional');
    expect(bearerRequirement([])).toBeNull();
    expect(bearerRequirement(undefined)).toBeNull();
  });
});
