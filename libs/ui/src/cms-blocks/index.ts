export { CmsBlocks, type CmsBlocksProps } from './cms-blocks';
export type { CmsBlockData, CmsLinkComponent } from './cms-block-data';
export { SafeHtml } from './safe-html';
export { isSafeHref } from './safe-href';
