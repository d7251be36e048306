/** The whole domain schema, one file per domain (gift cards with orders, see orders.ts); drizzle-kit reads this to generate migrations. */
export * from './locale';
export * from './partners';
export * from './catalogue';
export * from './users';
export * from './quiz';
export * from './content';
export * from './promotions';
export * from './shipping';
export * from './carts';
export * from './wishlists';
export * from './addresses';
export * from './orders';
export * from './workshops';
export * from './payments';
export * from './marketing';
export * from './outbox';
export * from './catalogue-version';
