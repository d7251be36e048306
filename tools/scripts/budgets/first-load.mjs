// What a page of a Vite build loads before it can show anything, read from the build's manifest
// (`dist/.vite/manifest.json`, written with `build.manifest: true`).

/** The manifest key of the app's entry (the `index.html` chunk). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  return entries.find((key) => key === 'index.html') ?? (entries.length === 1 ? entries[0] : undefined);
}

/**
 * The manifest key of a module given without its extension (`src/pages/product/product-page`), the
 * way a route names the page it imports; undefined when the module is not a chunk of its own.
 */
export function chunkKey(manifest, modulePath) {
  return Object.keys(manifest).find(
    (key) => key === modulePath || key.replace(/\.[cm]?[jt]sx?$/, '') === modulePath,
  );
}

/**
 * The JavaScript and CSS files loaded with the given chunks: each chunk, its static imports,
 * transitively (Vite preloads them with it), and the CSS every one of them references. Dynamic
 * imports are not followed: they are fetched later. `missing` lists keys the manifest lacks.
 */
export function firstLoad(manifest, keys) {
  const visited = new Set();
  const js = [];
  const css = [];
  const missing = [];
  const add = (list, file) => {
    if (!list.includes(file)) list.push(file);
  };
  const visit = (key) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      missing.push(key);
      return;
    }
    add(chunk.file.endsWith('.css') ? css : js, chunk.file);
    for (const file of chunk.css ?? []) add(css, file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css, missing };
}

/** Every JavaScript and CSS file of the build, once each, in manifest order. */
export function everyChunkFile(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    if (/\.(m?js|css)$/.test(chunk.file)) files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
  }
  return [...files];
}
