export { CmsBlocks, type CmsBlocksProps } from './cms-blocks';
export { opensOnHero } from './hero-block';
export type { CmsBlockData, CmsLinkComponent } from './cms-block-data';
export { SafeHtml } from './safe-html';
export { isSafeHref } from './safe-href';
