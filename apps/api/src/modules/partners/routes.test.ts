import type { Error as ApiError, PartnerConfig } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { partners } from '../../db/schema';
import { seedData } from '../../seed/data';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { contractCaller } from '../../../test/support/http-calls';
import { allowedOriginsOf } from './service';

const acme = seedData.partners.find((p) => p.slug === 'acme')!;

describe.each(databases())('partner config on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);

  it('answers the partner’s public config', async () => {
    const res = await call<PartnerConfig>('GET', '/api/partners/{partnership}/', '/api/partners/acme/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      partnership: 'acme',
      name: acme.name,
      allowed_origins: acme.allowedOrigins,
      theme: acme.theme,
    });
  });

  it('keeps one partner’s config from another', async () => {
    await server.db.insert(partners).values({
      slug: 'globex',
      name: 'Globex Spa',
      allowedOrigins: ['https://globex.example'],
      theme: { '--atelier-accent': '#112233' },
    });
    const res = await call<PartnerConfig>('GET', '/api/partners/{partnership}/', '/api/partners/globex/');
    expect(res.body.allowed_origins).toEqual(['https://globex.example']);
    expect(await allowedOriginsOf(server.db, 'globex')).toEqual(['https://globex.example']);
    expect(await allowedOriginsOf(server.db, 'acme')).toEqual(acme.allowedOrigins);
  });

  it('answers 404 for an unknown partner and 400 for a malformed slug', async () => {
    const unknown = await call<ApiError>('GET', '/api/partners/{partnership}/', '/api/partners/nobody/');
    expect(unknown.status).toBe(404);
    expect(await allowedOriginsOf(server.db, 'nobody')).toBeNull();
    const malformed = await call<ApiError>(
      'GET',
      '/api/partners/{partnership}/',
      '/api/partners/Bad%20Slug/',
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.field).toBe('path.partnership');
  });
});
