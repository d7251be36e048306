import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mediaUploads } from '../../db/schema';
import { uploadHashOf } from './database-storage';

/** The upload's media key in a server path (`/media/uploads/<hash>.<ext>`), or null. */
const hashOfPath = (path: string) => uploadHashOf(path.replace(/^\/media\//, ''));

/**
 * Every place that can name a picture by its `/media/...` path. Orders keep no picture of their
 * own (an order shows the product's pictures as they are now), so none is listed here; a CMS
 * block's data is searched as text because any block kind may carry an image path.
 */
const usesOf = (needle: string) => sql`
  select 1 from product_images where path like ${needle}
  union all select 1 from bottle_images where path like ${needle}
  union all select 1 from cms_pages where seo::text like ${needle} or blocks::text like ${needle}
  union all select 1 from tags where image like ${needle}
  union all select 1 from quiz_answers where image like ${needle}
  union all select 1 from personalities where image like ${needle}
  union all select 1 from workshop_services where image like ${needle}`;

/**
 * Deletes an uploaded photograph's stored bytes when nothing names it any more, inside the
 * caller's transaction (the one that took it off its product). The upload's row is locked first:
 * an upload of the same picture that is adding it elsewhere at the same moment either waits for
 * this commit and stores it again, or commits first and its new reference is seen here. Returns
 * whether the bytes were deleted. Paths that are not uploads (the demo pictures) are left alone.
 */
export async function deleteUploadIfUnused(tx: Database, path: string): Promise<boolean> {
  const hash = hashOfPath(path);
  if (!hash) return false;
  const locked = await tx
    .select({ hash: mediaUploads.hash })
    .from(mediaUploads)
    .where(eq(mediaUploads.hash, hash))
    .for('update');
  if (locked.length === 0) return false;
  // The hash is 20 hex digits: nothing in it needs escaping in a LIKE pattern.
  const [found] = await tx
    .select({ used: sql<boolean>`exists (${usesOf(`%uploads/${hash}.%`)})` })
    .from(mediaUploads)
    .where(eq(mediaUploads.hash, hash));
  if (found?.used) return false;
  await tx.delete(mediaUploads).where(eq(mediaUploads.hash, hash));
  return true;
}
