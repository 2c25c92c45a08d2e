// Prepares the throw-away database of the placement benchmark (bench/placement.mjs), run as
// `node --import tsx bench/placement-db.ts <dataDir | postgres URL> <credit> <members>` before the
// platforms start on it (a PGlite data directory, or an empty PostgreSQL database the benchmark
// created). It opens the store with the platform's own code (migrations and demo seed, exactly as
// `npm run platform` would), adds <members> bench members with a bearer token each, and prints
// {"locId","credit","members":[{"userId","token"}...]} as one JSON line.
//
// Why bench members: thousands of tickets would exhaust member1's 5000.00 in SG, and the demo contract
// (docs/demo.md) fixes member1's credit. Each bench member "bench001"... is a copy of member1 (same
// parent agent2, role, rank and flags, so the same rights and downline checks apply) with a credit
// large enough for any run, and exists only in this throw-away database. Each client of the load is its
// own member (as 20 people placing at once are), and each scenario has its own members, so that its
// CreditLeft check counts its tickets only. Tokens are issued directly (services/auth/tokens.ts)
// instead of through sign-in: the benchmark measures placement, and a sign-in would only add an argon2
// hash and the captcha settings to the setup.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { readConfig } from '../platform/config';
import { prepareDatabase } from '../platform/db/prepare';
import { userGrants, userLocations, users } from '../platform/db/schema';
import { issueToken } from '../platform/services/auth/tokens';

/** The session records of the bench's members say where they came from. */
const BENCH_CLIENT = { address: '127.0.0.1', userAgent: 'placement bench', siteHost: 'bench.localhost' };

const TEMPLATE = 'member1';
const LOC_ID = 'SG';

async function main(): Promise<void> {
  const [store, credit, count] = process.argv.slice(2);
  const members = Number(count);
  if (!store || !credit || !/^\d{1,12}\.\d{2}$/.test(credit) || !(members >= 1 && members <= 999)) {
    throw new Error('usage: placement-db.ts <dataDir | postgres URL> <credit like 1000000.00> <members, 1-999>');
  }
  // Only the store named here: never a DATABASE_URL of the environment (the bench's data is thrown away).
  const postgres = /^postgres(ql)?:\/\//.test(store);
  const config = readConfig({ NODE_ENV: 'production', PLATFORM_TWO_FACTOR_KEY: randomBytes(32).toString('hex'), ...(postgres ? { DATABASE_URL: store } : { PLATFORM_DATA_DIR: store }) });
  const now = new Date();
  const { database } = await prepareDatabase(config, now);
  try {
    const { db } = database;
    const issued = await db.transaction(async (tx) => {
      const [template] = await tx.select().from(users).where(eq(users.userId, TEMPLATE));
      if (!template) throw new Error(`the demo seed has no ${TEMPLATE}`);
      const grants = await tx.select().from(userGrants).where(eq(userGrants.userId, TEMPLATE));
      const [account] = await tx
        .select()
        .from(userLocations)
        .where(and(eq(userLocations.userId, TEMPLATE), eq(userLocations.locId, LOC_ID)));
      if (!account) throw new Error(`${TEMPLATE} has no ${LOC_ID} account`);
      const ids = Array.from({ length: members }, (_, i) => `bench${String(i + 1).padStart(3, '0')}`);
      await tx.insert(users).values(ids.map((userId) => ({ ...template, userId, userName: `Bench Member ${userId.slice(5)}`, createdAt: now })));
      if (grants.length > 0) await tx.insert(userGrants).values(ids.flatMap((userId) => grants.map((grant) => ({ ...grant, userId }))));
      await tx.insert(userLocations).values(ids.map((userId) => ({ ...account, userId, credit, accBal: '0.00' })));
      const tokens = [];
      for (const userId of ids) tokens.push({ userId, token: await issueToken(tx, userId, LOC_ID, now, BENCH_CLIENT) });
      return tokens;
    });
    console.log(JSON.stringify({ locId: LOC_ID, credit, members: issued }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
