/** The media module's public surface: the image pipeline (storage, derivative cache, /media/ route). */
export { diskDerivativeCache, type DerivativeCache } from './derivative-cache';
export {
  createMediaService,
  type MediaEvent,
  type MediaService,
  type MediaServiceOptions,
} from './media-service';
export { mediaRoutes, type MediaRouteOptions } from './routes';
export { contentHash, localDiskStorage, mediaKey, type MediaKey, type MediaStorage } from './storage';
export { databaseUploadStorage, uploadHashOf, UPLOADS_PREFIX } from './database-storage';
export { cleanUpload, MAX_UPLOAD_BYTES, MAX_UPLOAD_SIDE, storeUpload, type CleanUpload } from './upload';
export { deleteUploadIfUnused } from './unused-upload';
