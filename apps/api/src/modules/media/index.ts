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
