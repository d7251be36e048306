import type { HeadKeys, PageHeadSource } from '@atelier/app-shell/page-heads';
import type { ConsumerRouteName } from '@atelier/commerce/enums';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { TextArea } from '../../i18n/i18n';
import type { RouteLoaders } from './route-loaders';

/** Route names of this app: SPEC §2's consumer names plus our own pages. */
export type StoreRouteName =
  | ConsumerRouteName
  | 'home'
  | 'scent-quiz'
  | 'gift-card-balance'
  | 'login'
  | 'register'
  | 'password-reset'
  | 'account'
  | 'wishlist'
  | 'search'
  | 'newsletter'
  | 'cms-draft'
  | 'not-found';

/** A route's data loader: fills react-query's cache before the page renders; its value is unused. */
export type DataLoader = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * A store page's manifest, the `page` export of its `<name>.page.tsx` in the page's folder: what
 * the router needs (routes.tsx builds one route per path from it). Every page is lazy: `load`
 * imports its module through the chunk loader under the name `chunk`, `render` draws it.
 */
export interface StorePage<M = unknown> {
  name: StoreRouteName;
  /** Path patterns after `/{cc}/{lang?}/` (react-router syntax; '' is the home page). */
  paths: readonly string[];
  /** Text areas loaded before the page renders, besides `shop` (which the locale route loads). */
  texts?: readonly TextArea[];
  /** The data the page fetches before it renders, from the route loaders' chunk (route-loaders.ts). */
  data?: (loaders: RouteLoaders) => DataLoader;
  /**
   * A change of the page's query alone does not run the loader again: a listing's filters and sort
   * (the page fetches those itself), the cart's `?add=`/`?item=` links (its loader's data does not
   * depend on them).
   */
  keepOnQueryChange?: boolean;
  /** The chunk's name (the page's name when not given). */
  chunk?: string;
  load: () => Promise<M>;
  render: (module: M) => ReactNode;
}

/**
 * The server's half of a page's manifest, the `head` export of the same file. Only the server
 * build reads it (entry-server.tsx): the browser's router imports `page` alone, so none of this
 * reaches a browser bundle.
 */
export interface StorePageHead extends Omit<PageHeadSource, 'name' | 'paths' | 'head'> {
  /** The source file of `page.load`'s module (its Vite manifest key), for the server's preloads. */
  source: `src/pages/${string}.tsx`;
  /**
   * Chunks the page loads by name while it renders (a part drawn only for some paths), with their
   * source files, for the server's preloads of the parts a render drew.
   */
  parts?: Readonly<Record<string, `src/pages/${string}.tsx`>>;
  /** Catalogue keys of the title and description (any area, or the server-only `head` texts). */
  title: HeadKeys['title'];
  description: HeadKeys['description'];
  /** Another title or description for some of the paths. */
  paths?: Readonly<Record<string, HeadKeys>>;
}

/** A page manifest's module: `*.page.tsx`. */
export interface StorePageModule {
  page: StorePage;
  head: StorePageHead;
}

/** Typed page manifests (the module type flows from `load` into `render`). */
export const definePage = <M>(page: StorePage<M>): StorePage => page as StorePage;

/** A CMS page's paths: the page, and its draft with `draft` before or after it. */
export const cmsPaths = (path: string) => [path, `draft/${path}`, `${path}/draft`];
