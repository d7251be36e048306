// Code generation from openapi.yaml (the contract). Node 20 cannot run .ts, hence .mjs.
//
//   node scripts/codegen.mjs generate   -> writes src/generated/{schema,secured-operations}.ts
//   node scripts/codegen.mjs check      -> regenerates into a temp dir, fails if the committed files differ
//
// The output is formatted with the workspace's Prettier config so that running Prettier over the
// repo never makes the committed files "stale".
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const libRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const specPath = join(libRoot, 'openapi.yaml');
export const generatedDir = join(libRoot, 'src', 'generated');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const BANNER = (what) =>
  `/**\n * ${what}\n * GENERATED from libs/api/openapi.yaml by libs/api/scripts/codegen.mjs - do not edit.\n * Run \`npm run -w @atelier/api generate\` after changing the contract.\n */\n\n`;

async function format(source, fileName) {
  const filepath = join(generatedDir, fileName);
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...config, filepath, parser: 'typescript' });
}

async function schemaFile() {
  const ast = await openapiTS(pathToFileURL(specPath), {
    // Free-form objects (CMS block data, webhook payloads) become Record<string, unknown>.
    emptyObjectsUnknown: true,
    // `export type Cart = components['schemas']['Cart']` etc. for every component.
    rootTypes: true,
    // A `default` makes a field optional to send, not guaranteed: keep such request fields optional.
    defaultNonNullable: false,
    rootTypesNoSchemaPrefix: true,
    silent: true,
  });
  return format(
    BANNER('TypeScript types of the API contract (openapi-typescript).') + astToString(ast),
    'schema.ts',
  );
}

/**
 * Bearer requirement of one operation from its (or the root's) `security`:
 * 'required' when every alternative needs bearerAuth, 'optional' when one alternative is
 * anonymous (`{}`) and another is bearerAuth, null when bearerAuth is not involved.
 */
export function bearerRequirement(security) {
  if (!Array.isArray(security) || security.length === 0) return null;
  const withBearer = security.filter((req) => req && Object.hasOwn(req, 'bearerAuth'));
  if (withBearer.length === 0) return null;
  return withBearer.length === security.length ? 'required' : 'optional';
}

/** `['GET /api/users/detail/', 'required'], ...` in document order. */
export function securedOperationsOf(doc) {
  const rows = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const requirement = bearerRequirement(op.security ?? doc.security);
      if (requirement) rows.push([`${method.toUpperCase()} ${path}`, requirement]);
    }
  }
  return rows;
}

async function securedOperationsFile() {
  const doc = parse(await readFile(specPath, 'utf8'));
  const rows = securedOperationsOf(doc)
    .map(([key, requirement]) => `  ${JSON.stringify(key)}: ${JSON.stringify(requirement)},`)
    .join('\n');
  const source =
    BANNER(
      "Operations that take bearer auth, from each operation's `security` in openapi.yaml:\n * 'required' = [{bearerAuth: []}] (members only); 'optional' = [{}, {bearerAuth: []}] (guest or member).\n * Operations not listed are public: the client never sends them an Authorization header.",
    ) +
    `export type BearerRequirement = 'required' | 'optional';\n\n` +
    `export const securedOperations = {\n${rows}\n} as const satisfies Record<string, BearerRequirement>;\n\n` +
    `export type SecuredOperationKey = keyof typeof securedOperations;\n`;
  return format(source, 'secured-operations.ts');
}

/** The generated files' contents, keyed by file name. */
export async function generateFiles() {
  const [schema, secured] = await Promise.all([schemaFile(), securedOperationsFile()]);
  return { 'schema.ts': schema, 'secured-operations.ts': secured };
}

export async function writeGenerated(dir = generatedDir) {
  const files = await generateFiles();
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, name), text)));
  return files;
}

/** Names of the committed generated files that differ from a fresh generation ([] when fresh). */
export async function staleGeneratedFiles() {
  const tmp = await mkdtemp(join(tmpdir(), 'atelier-api-gen-'));
  try {
    const fresh = await writeGenerated(tmp);
    const stale = [];
    for (const name of Object.keys(fresh)) {
      const committed = await readFile(join(generatedDir, name), 'utf8').catch(() => null);
      const regenerated = await readFile(join(tmp, name), 'utf8');
      if (committed !== regenerated) stale.push(name);
    }
    return stale;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function main(command) {
  if (command === 'generate') {
    const files = await writeGenerated();
    console.log(
      `Generated ${Object.keys(files)
        .map((f) => `src/generated/${f}`)
        .join(', ')} from openapi.yaml`,
    );
    return 0;
  }
  if (command === 'check') {
    const stale = await staleGeneratedFiles();
    if (stale.length) {
      console.error(
        `Generated files are stale: ${stale.map((f) => `libs/api/src/generated/${f}`).join(', ')}.\n` +
          'They no longer match libs/api/openapi.yaml. Run `npm run -w @atelier/api generate` and commit the result.',
      );
      return 1;
    }
    console.log('Generated files are up to date with openapi.yaml.');
    return 0;
  }
  console.error('Usage: node scripts/codegen.mjs <generate|check>');
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv[2]);
}
