// Prepares the throw-away database of the bet-placement benchmark (bench/bet-placement.mjs), run as
// `node --import tsx bench/bet-placement-db.ts <dataDir> <credit>` before the platform starts on it.
// It opens the directory with the platform's own code (migrations and demo seed, exactly as
// `npm run platform` would), adds a dedicated bench member and a bearer token for it, and prints
// {"userId","locId","token","credit"} as one JSON line.
//
// Why a dedicated member: thousands of tickets would exhaust member1's 5000.00 in SG, and the demo
// contract (docs/demo.md) fixes member1's credit. The bench member "bench1" is a copy of member1 (same
// parent agent2, role, rank and flags, so the same rights and downline checks apply) with a credit
// large enough for any run, and it exists only in this throw-away directory. The token is issued
// directly (services/auth/tokens.ts) instead of through sign-in: the benchmark measures placement, and a
// sign-in would only add an argon2 hash and the captcha settings to the setup.
import { and, eq } from 'drizzle-orm';
import { readConfig } from '../platform/config';
import { prepareDatabase } from '../platform/db/prepare';
import { userGrants, userLocations, users } from '../platform/db/schema';
import { issueToken } from '../platform/services/auth/tokens';

const TEMPLATE = 'member1';
const BENCH_USER = 'bench1';
const LOC_ID = 'SG';

async function main(): Promise<void> {
  const [dataDir, credit] = process.argv.slice(2);
  if (!dataDir || !credit || !/^\d{1,12}\.\d{2}$/.test(credit)) throw new Error('usage: bet-placement-db.ts <dataDir> <credit like 1000000.00>');
  // Only the data directory: never a DATABASE_URL of the environment (the bench's data is thrown away).
  const config = readConfig({ NODE_ENV: 'production', PLATFORM_DATA_DIR: dataDir });
  const { database } = await prepareDatabase(config, new Date());
  try {
    const { db } = database;
    const token = await db.transaction(async (tx) => {
      const [template] = await tx.select().from(users).where(eq(users.userId, TEMPLATE));
      if (!template) throw new Error(`the demo seed has no ${TEMPLATE}`);
      await tx.insert(users).values({ ...template, userId: BENCH_USER, userName: 'Bench Member', createdAt: new Date() });
      const grants = await tx.select().from(userGrants).where(eq(userGrants.userId, TEMPLATE));
      if (grants.length > 0) await tx.insert(userGrants).values(grants.map((grant) => ({ ...grant, userId: BENCH_USER })));
      const [account] = await tx
        .select()
        .from(userLocations)
        .where(and(eq(userLocations.userId, TEMPLATE), eq(userLocations.locId, LOC_ID)));
      if (!account) throw new Error(`${TEMPLATE} has no ${LOC_ID} account`);
      await tx.insert(userLocations).values({ ...account, userId: BENCH_USER, credit, accBal: '0.00' });
      return issueToken(tx, BENCH_USER, LOC_ID, new Date());
    });
    console.log(JSON.stringify({ userId: BENCH_USER, locId: LOC_ID, token, credit }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
