import type { FastifyInstance } from 'fastify';

/** What every route may need of the shop's configuration, decorated once on the app. */
export interface Site {
  /** The public origin of the site (absolute links in answers: images, pages, share URLs). */
  publicOrigin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's configuration for routes (registerSite), instead of options handed to each. */
    readonly site: Site;
  }
}

export function registerSite(app: FastifyInstance, site: Site): void {
  app.decorate('site', Object.freeze({ ...site }));
}
