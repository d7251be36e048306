import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom, but with modules transformed the way Node runs them (Vite's "ssr" environment). In the
 * "client" transform Vite rewrites `new URL(file, import.meta.url)` into a dev-server URL, which
 * breaks the contract's Node test server (`@atelier/api/testing/server` finds openapi.yaml that
 * way). Components are unaffected: they render into jsdom exactly the same.
 */
const jsdomSsr: Environment = { ...builtinEnvironments.jsdom, name: 'jsdom-ssr', viteEnvironment: 'ssr' };

export default jsdomSsr;
