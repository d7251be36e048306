/**
 * schema.org Organization of the shop (JSON-LD). No logo: the shop has no logo image under /media/
 * yet; add `logo` here when one is published there.
 */
export function organizationJsonLd(input: { publicOrigin: string; salesEmail: string | null }) {
  const url = `${input.publicOrigin.replace(/\/+$/, '')}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Atelier Scents',
    url,
    ...(input.salesEmail
      ? { contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: input.salesEmail }] }
      : {}),
  };
}
