import type { SeedCmsBlock, SeedCmsPage } from '../types';

/** The blocks of the business pages: any seed block (the contract's CmsBlock types). */
export type BusinessCmsBlock = SeedCmsBlock;

export type BusinessCmsPage = SeedCmsPage;
