import type { SeedPartner } from './types';

/** Partners that embed the scent quiz on their own sites (?partnership=acme). */
export const partners: readonly SeedPartner[] = [
  {
    slug: 'acme',
    name: 'Acme Hotels',
    allowedOrigins: ['http://localhost:4000', 'https://acme.example', 'https://www.acme.example'],
    theme: {
      '--atelier-accent': '#0f4c5c',
      '--atelier-accent-contrast': '#ffffff',
      '--atelier-background': '#fbf8f3',
      '--atelier-radius': '4px',
    },
  },
];
