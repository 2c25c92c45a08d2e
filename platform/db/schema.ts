// Drizzle schema of the reference platform (the barrel drizzle-kit reads).
// Change a table under tables/, then run `npm run db:generate` and commit the new migration.
export * from './tables/common';
export * from './tables/users';
export * from './tables/settings';
export * from './tables/draws';
export * from './tables/tokens';
export * from './tables/captchas';
export * from './tables/bets';
export * from './tables/fixed-bets';
export * from './tables/fixed-process';
export * from './tables/outset';
export * from './tables/jobs';
export * from './tables/files';
export * from './tables/settlements';
export * from './tables/payments';
export * from './tables/share-claims';
export * from './tables/limits';
export * from './tables/sub-shares';
export * from './tables/risk';
export * from './tables/bet-special';
export * from './tables/distributors';
export * from './tables/utilities';
export * from './tables/sms';
export * from './tables/messaging';
export * from './tables/sign-ins';
export * from './tables/address-lists';
export * from './tables/two-factor';
