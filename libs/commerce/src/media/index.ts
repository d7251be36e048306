export {
  MEDIA_FORMATS,
  MEDIA_WIDTHS,
  isMediaWidth,
  isResizable,
  mediaSrcSet,
  mediaUrl,
  mediaWidths,
  type MediaFormat,
  type MediaWidth,
} from './media-urls';
