import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mediaUploads } from '../../db/schema';
import type { MediaKey, MediaStorage } from './storage';

/** Uploaded photographs live under this first segment of a media key (`uploads/<hash>.<ext>`). */
export const UPLOADS_PREFIX = 'uploads/';

const UPLOAD_KEY = /^uploads\/([0-9a-f]{20})\.(jpg|png|webp|avif)$/;

/** The content hash an upload's key names, or null for any other key. */
export function uploadHashOf(key: string): string | null {
  return UPLOAD_KEY.exec(key)?.[1] ?? null;
}

/**
 * The console's uploads in the database (table media_uploads), every other key from `fallback`
 * (the repo's demo pictures on disk). An upload is named by its content hash and never changes, so
 * the hash is its version; every server process reads the same rows.
 * Writes go through `storeUpload` inside the transaction that adds the picture to its product.
 */
export function databaseUploadStorage(db: Database, fallback: MediaStorage): MediaStorage {
  return {
    async version(key: MediaKey) {
      if (!key.startsWith(UPLOADS_PREFIX)) return fallback.version(key);
      const hash = uploadHashOf(key);
      if (!hash) return null;
      // Asked every time (a primary-key look-up): a photograph no product uses any more is
      // deleted, maybe by another process, and must stop being served, derivatives included.
      const [row] = await db
        .select({ hash: mediaUploads.hash })
        .from(mediaUploads)
        .where(eq(mediaUploads.hash, hash));
      return row ? hash : null;
    },
    async read(key: MediaKey) {
      if (!key.startsWith(UPLOADS_PREFIX)) return fallback.read(key);
      const hash = uploadHashOf(key);
      if (!hash) return null;
      const [row] = await db
        .select({ data: mediaUploads.data })
        .from(mediaUploads)
        .where(eq(mediaUploads.hash, hash));
      return row?.data ?? null;
    },
    async write(key: MediaKey, data: Buffer) {
      if (!key.startsWith(UPLOADS_PREFIX)) return fallback.write(key, data);
      throw new Error('uploads are stored with storeUpload, in the transaction that uses them');
    },
  };
}
