import { sql } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Database } from '../../db/database';
import { mediaUploads } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { UPLOADS_PREFIX } from './database-storage';
import { contentHash } from './storage';

/** The largest photograph the console accepts, in bytes (the body limit of the upload route). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The largest side in pixels (a bigger one costs memory and time to encode for no gain). */
export const MAX_UPLOAD_SIDE = 8000;

/** What sharp calls the formats we accept, and how each is stored. */
const ACCEPTED: Readonly<Record<string, { contentType: string; extension: string }>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
};

export interface CleanUpload {
  data: Buffer;
  hash: string;
  contentType: string;
  width: number;
  height: number;
  /** The media key it is served under (`uploads/<hash>.<ext>`, i.e. `/media/uploads/...`). */
  key: string;
}

const refuse = (reason: string) => badRequest([{ field: 'body', reason }]);

/**
 * Checks an upload by its bytes (never its name or declared type): JPEG, PNG, WebP or AVIF, at
 * most 8000 px a side, then re-encodes it in the same format, turned upright by its EXIF
 * orientation, with no metadata kept (EXIF, GPS, XMP, comments are dropped by sharp's encoders).
 */
export async function cleanUpload(input: Buffer): Promise<CleanUpload> {
  if (input.length === 0) throw refuse('is empty: send the photograph as the request body');
  if (input.length > MAX_UPLOAD_BYTES) throw refuse(`is larger than ${MAX_UPLOAD_BYTES} bytes (10 MB)`);
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw refuse('is not a JPEG, PNG, WebP or AVIF image');
  }
  // AVIF reads as HEIF with the AV1 codec; a HEIC photograph (HEVC) is not accepted.
  const format =
    metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;
  const accepted = ACCEPTED[format];
  if (!accepted) throw refuse(`is ${format.toUpperCase()}: only JPEG, PNG, WebP or AVIF images are accepted`);
  const { width = 0, height = 0 } = metadata;
  if (width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE)
    throw refuse(`is ${width}×${height} pixels: at most ${MAX_UPLOAD_SIDE}×${MAX_UPLOAD_SIDE} is accepted`);

  let cleaned: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(input, { limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE }).rotate();
    const encoder =
      format === 'jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : format === 'webp'
            ? image.webp({ quality: 90 })
            : image.avif({ quality: 70, effort: 4 });
    cleaned = await encoder.toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('could not be read as an image (damaged or truncated file)');
  }
  const hash = contentHash(cleaned.data);
  return {
    data: cleaned.data,
    hash,
    contentType: accepted.contentType,
    width: cleaned.info.width,
    height: cleaned.info.height,
    key: `${UPLOADS_PREFIX}${hash}.${accepted.extension}`,
  };
}

/**
 * Stores a cleaned upload (a second upload of the same picture keeps the first row). The no-op
 * update locks an existing row until the caller commits, so deleteUploadIfUnused cannot delete
 * the bytes between this and the insert of the picture that names them.
 */
export async function storeUpload(tx: Database, upload: CleanUpload): Promise<void> {
  await tx
    .insert(mediaUploads)
    .values({
      hash: upload.hash,
      contentType: upload.contentType,
      size: upload.data.length,
      width: upload.width,
      height: upload.height,
      data: upload.data,
    })
    .onConflictDoUpdate({ target: mediaUploads.hash, set: { hash: sql`excluded.hash` } });
}
