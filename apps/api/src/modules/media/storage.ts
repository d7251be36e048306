import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

/**
 * Where source pictures live, by key (`products/amber-oud/set.jpg`, the path after `/media/`).
 * The local disk is the one implementation today; an S3-like store implements the same four calls
 * (its `version` is the object's ETag), so the operator console's uploads and several server
 * processes can share one store.
 */
export interface MediaStorage {
  /** A cheap token that changes whenever the source does (size + mtime on disk), or null if absent. */
  version(key: MediaKey): Promise<string | null>;
  read(key: MediaKey): Promise<Buffer | null>;
  /** Stores a source (an upload): written whole or not at all. */
  write(key: MediaKey, data: Buffer): Promise<void>;
}

/** A checked key: relative, `/`-separated, no `..`, no hidden or empty segments. */
export type MediaKey = string & { readonly __mediaKey: true };

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** The key of a request path after `/media/`, or null when it could leave the store. */
export function mediaKey(path: string): MediaKey | null {
  if (path.length === 0 || path.length > 300) return null;
  const segments = path.split('/');
  return segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
    ? (path as MediaKey)
    : null;
}

export function localDiskStorage(root: string): MediaStorage {
  const fileOf = (key: MediaKey) => join(root, ...key.split('/'));
  return {
    async version(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? `${info.size}-${info.mtimeMs}` : null;
      } catch {
        return null;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async write(key, data) {
      const file = fileOf(key);
      if (!file.startsWith(root.endsWith(sep) ? root : root + sep))
        throw new Error(`media key outside the store: ${key}`);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
  };
}

/** The content hash a derivative's cache key and ETag carry (SHA-256, 20 hex digits). */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 20);
}
