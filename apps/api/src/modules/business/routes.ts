import type { FastifyInstance } from 'fastify';
import { countryOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { createBusinessLead } from './service';

export interface BusinessRouteOptions {
  /** Enquiries per client IP per window (spam protection next to the honeypot). */
  leadLimit: { max: number; timeWindowMs: number };
  /** SALES_EMAIL: where enquiries are e-mailed. */
  salesEmail: string;
}

export async function businessRoutes(app: FastifyInstance, options: BusinessRouteOptions): Promise<void> {
  const route = routerFor(app);

  route(
    'POST',
    '/api/business/leads/',
    async (request, reply) => {
      const lead = await createBusinessLead(app.db, request.body, {
        requestCountry: countryOf(request),
        language: request.market.language,
        salesEmail: options.salesEmail,
        log: request.log,
      });
      reply.code(201);
      return lead;
    },
    {
      // onRequest (the default): every attempt counts, honeypot hits and invalid forms included.
      rateLimit: {
        max: options.leadLimit.max,
        timeWindow: options.leadLimit.timeWindowMs,
        keyGenerator: (request) => `business-lead|${request.ip}`,
      },
    },
  );
}
