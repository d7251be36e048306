/** One chunk of Vite's build manifest (the fields the budgets read). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string | undefined;
export function chunkKey(manifest: Manifest, modulePath: string): string | undefined;
export function firstLoad(
  manifest: Manifest,
  keys: string[],
): { js: string[]; css: string[]; missing: string[] };
export function everyChunkFile(manifest: Manifest): string[];
