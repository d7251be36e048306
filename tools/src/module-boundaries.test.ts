// Proves the dependency rules of DESIGN.md are enforced by lint, not by goodwill: each case lints a
// probe file placed (virtually) inside a project and expects the import to be rejected or allowed.
import { ESLint } from 'eslint';
import { createProjectGraphAsync } from 'nx/src/devkit-exports.js';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  // The Nx rule reads the cached project graph; make sure one exists even when vitest runs alone.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it.each([
    ['the server imports the design system', 'apps/api/src/probe.ts', "import { Button } from '@atelier/ui/button';", /scope:server/],
    ['the server imports the quiz widget', 'apps/api/src/probe.ts', "import { x } from '@atelier/quiz-widget';", /scope:server/],
    ['the server imports React', 'apps/api/src/probe.ts', "import { useState } from 'react';", /never imports React/],
    ['commerce imports another lib', 'libs/commerce/src/probe.ts', "import { x } from '@atelier/api/client';", /type:util/],
    ['commerce imports React', 'libs/commerce/src/probe.ts', "import { useState } from 'react';", /commerce is pure/],
    ['ui imports the data-access lib', 'libs/ui/src/probe.ts', "import { x } from '@atelier/api/client';", /type:ui/],
    ['the store imports the business app', 'apps/store/src/probe.ts', "import { x } from '@atelier/business/src/main';", /apps are forbidden/],
    ['the store reaches into the business app by path', 'apps/store/src/probe.ts', "import { x } from '../../business/src/main';", /relative or absolute path/],
    ['the store imports the console', 'apps/store/src/probe.ts', "import { x } from '@atelier/admin/src/main';", /apps are forbidden/],
    ['the business area imports the console', 'apps/business/src/probe.ts', "import { x } from '@atelier/admin/src/app/roles';", /apps are forbidden/],
    ['the console imports the store', 'apps/admin/src/probe.ts', "import { x } from '@atelier/store/src/main';", /apps are forbidden/],
  ])('rejects: %s', async (_name, file, importLine, expected) => {
    const errors = await boundaryErrors(file, `${importLine}\nexport const probe = 1;\n`);
    expect(errors.join('\n')).toMatch(expected);
  });

  it.each([
    ['ui formats with commerce', 'libs/ui/src/probe.ts', "import { x } from '@atelier/commerce/money';"],
    ['the store uses the quiz widget', 'apps/store/src/probe.ts', "import { x } from '@atelier/quiz-widget';"],
    ['the server uses commerce', 'apps/api/src/probe.ts', "import { x } from '@atelier/commerce/money';"],
    ['the console uses the admin client and the design system', 'apps/admin/src/probe.ts', "import { x } from '@atelier/api/admin-client';\nimport { Button } from '@atelier/ui/button';"],
  ])('allows: %s', async (_name, file, importLine) => {
    expect(await boundaryErrors(file, `${importLine}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
