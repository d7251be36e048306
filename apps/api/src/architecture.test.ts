// The server's layers are enforced by lint (eslint.config.js, docs/architecture.md): these tests
// lint small changes to real files with the repository's own config and show that each rule fires,
// and that the imports the layers allow pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { packageRoot } from './package-root';

const repoRoot = join(packageRoot, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `path`. */
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-cycle')
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

const realFile = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

describe('module boundaries', () => {
  it("refuses a module importing another module's file, and accepts its index", async () => {
    const path = 'apps/api/src/modules/orders/probe.ts';
    expect(
      await problems(path, "import { readCart } from '../carts/cart-contents';\nvoid readCart;\n"),
    ).toEqual([
      {
        rule: 'no-restricted-imports',
        message: expect.stringContaining("Import another module through its index ('../<module>')"),
      },
    ]);
    expect(await problems(path, "import { cartRoutes } from '../carts';\nvoid cartRoutes;\n")).toEqual([]);
  });

  it('refuses a module importing a flow', async () => {
    const path = 'apps/api/src/modules/orders/probe.ts';
    expect(
      await problems(path, "import { checkoutRoutes } from '../../flows';\nvoid checkoutRoutes;\n"),
    ).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('Modules never import flows') },
    ]);
  });

  it("refuses a flow reaching into a module's file, and accepts the module's index", async () => {
    const path = 'apps/api/src/flows/checkout/probe.ts';
    expect(
      await problems(path, "import { findOrder } from '../../modules/orders/queries';\nvoid findOrder;\n"),
    ).toEqual([
      {
        rule: 'no-restricted-imports',
        message: expect.stringContaining("Import a module through its index ('../../modules/<module>')"),
      },
    ]);
    expect(
      await problems(path, "import { findOrder } from '../../modules/orders';\nvoid findOrder;\n"),
    ).toEqual([]);
  });

  it('refuses an import cycle between modules', async () => {
    // carts depends on pricing; pricing importing carts would close a cycle.
    const path = 'apps/api/src/modules/pricing/index.ts';
    const index = realFile(path);
    expect(await problems(path, index)).toEqual([]);
    expect(await problems(path, `${index}import '../carts';\n`)).toEqual([
      { rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle via') },
    ]);
  });
});
