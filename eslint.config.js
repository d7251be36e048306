// One flat config for the whole workspace. The module-boundary rule is the point of it:
// the dependency direction of DESIGN.md (apps -> feature -> ui/data-access -> util) is enforced
// by project tags, so a wrong import fails `npm test`, not a code review.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export const depConstraints = [
  // Type axis: who may use whom.
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  // commerce is pure: it depends on nothing of ours and on no browser/server framework.
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: [],
    bannedExternalImports: [
      'react',
      'react-dom',
      'react-*',
      '@tanstack/*',
      'fastify',
      '@fastify/*',
      'drizzle-orm*',
    ],
  },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
  // Scope axis: the store and business areas never reach into each other; the server never
  // pulls React code in (not even through a feature or ui lib).
  { sourceTag: 'scope:store', onlyDependOnLibsWithTags: ['scope:store', 'scope:shared'] },
  { sourceTag: 'scope:business', onlyDependOnLibsWithTags: ['scope:business', 'scope:shared'] },
  // The operator console (apps/admin) uses only shared libs; no other project may use it (no lib is
  // tagged scope:admin, and type:app already forbids importing an app).
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
    notDependOnLibsWithTags: ['type:ui', 'type:feature'],
    bannedExternalImports: ['react', 'react-dom', 'react-*', '@tanstack/react-query'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const NO_REACT_ON_THE_SERVER = {
  group: ['react', 'react-*', 'react/*', '@tanstack/react-query'],
  message: 'The server never imports React code.',
};
const ANOTHER_MODULES_FILE = {
  regex: '^\\.\\./[a-z-]+/',
  message: "Import another module through its index ('../<module>'), never one of its files.",
};
const MODULE_IMPORTS_FLOW = {
  regex: '^(\\.\\./)+flows(/|$)',
  message: 'Modules never import flows: work across modules lives in src/flows and calls the modules.',
};
const FLOW_REACHES_INTO_MODULE = {
  regex: '^(\\.\\./)+modules/[a-z-]+/',
  message: "Import a module through its index ('../../modules/<module>'), never one of its files.",
};
/** Test files may reach into a module's files. */
const API_TESTS = ['apps/api/src/**/*.test.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/*.generated.ts',
      '**/generated/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // Belt and braces for external packages: Nx only checks `bannedExternalImports` for packages a
  // project declares, so an undeclared `react` import in the pure lib or the server would slip by.
  {
    files: ['libs/commerce/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@tanstack/*'], message: 'commerce is pure: no React.' },
            {
              group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
              message: 'commerce is pure: no server code.',
            },
            { group: ['node:*'], message: 'commerce is pure: no Node APIs (it runs in browsers too).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT_ON_THE_SERVER] }] },
  },
  // The API server's layers (docs/architecture.md): a module reaches another only through its
  // index (`../carts`), never its files, and never imports a flow; a flow reaches modules through
  // their index too. Tests may reach into a module's files. Import cycles are refused between
  // modules, flows and schema files (import-x/no-cycle). apps/api/src/architecture.test.ts shows
  // that both rules fire.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: API_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_REACT_ON_THE_SERVER, ANOTHER_MODULES_FILE, MODULE_IMPORTS_FLOW] },
      ],
    },
  },
  {
    files: ['apps/api/src/flows/**/*.ts'],
    ignores: API_TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_REACT_ON_THE_SERVER, FLOW_REACHES_INTO_MODULE] }],
    },
  },
  {
    files: ['apps/api/src/{modules,flows,db}/**/*.ts'],
    ignores: API_TESTS,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // The files a cycle runs through are TypeScript too: parsed with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/external-module-folders': ['node_modules'],
    },
    // External packages hold no cycle of ours; following them parsed PGlite's 1 MB bundles on every
    // lint (a stack overflow printed per file and minutes of lint).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
