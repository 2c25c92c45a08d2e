// Seeds the demo data of docs/demo.md into an empty database, in one transaction. Safe to call on every
// start: it takes an advisory lock, and does nothing when the database already holds locations.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  announcements,
  drawResults,
  draws,
  locations,
  outsetLimits,
  payRates,
  permissions,
  settings,
  smsSettings,
  ttDividends,
  userGrants,
  userLocations,
  users,
} from '../db/schema';
import { hashPassword } from '../services/auth/passwords';
import { findUser, type UserRow } from '../services/users/users';
import { settingRows } from '../services/content/settings';
import { DEMO_ANNOUNCEMENTS, DEMO_SMS_SETTINGS, demoPayRates, demoSettings } from './content';
import { seedDrawBets, type PastDraw } from './bets';
import { demoDraws } from './draws';
import { timeSeededAudits } from './audits';
import { seedFixedBets } from './fixed-bets';
import { DEMO_LOCATIONS } from './locations';
import { settlePastDraws } from './settle';
import { demoOutsetLimits } from './outset';
import { DEMO_USERS, PERMISSION_CATALOGUE } from './users';

export interface SeedOptions {
  /** Draws are laid out around this instant. */
  now: Date;
  enableCaptcha: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Any key; only this seeding takes it. */
const SEED_LOCK = 4_861_000;
const BATCH = 1000;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * member3 bets on past draws, and docs/demo.md has it disablePlaceBetAndFixedBet: the flag is set after its
 * demo bets are placed, as if an agent had stopped it since.
 */
const LATER_FLAGS: Readonly<Record<string, Partial<typeof users.$inferInsert>>> = {
  member3: { disablePlaceBetAndFixedBet: true },
};

async function seedUsers(tx: Tx): Promise<void> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  await tx.insert(users).values(
    DEMO_USERS.map((user, i) => ({
      userId: user.userId,
      parentId: user.parentId,
      role: user.role,
      rank: user.rank,
      userName: user.userName,
      passwordHash: hashes[i] ?? '',
      ...user.flags,
      ...Object.fromEntries(Object.keys(LATER_FLAGS[user.userId] ?? {}).map((flag) => [flag, false])),
    })),
  );
  await tx.insert(userGrants).values(DEMO_USERS.flatMap((u) => u.grants.map((permission) => ({ userId: u.userId, permission }))));
  await tx
    .insert(userLocations)
    .values(DEMO_USERS.flatMap((u) => Object.entries(u.accounts).map(([locId, account]) => ({ userId: u.userId, locId, ...account }))));
}

async function setLaterFlags(tx: Tx): Promise<void> {
  for (const [userId, flags] of Object.entries(LATER_FLAGS)) await tx.update(users).set(flags).where(eq(users.userId, userId));
}

/**
 * Draws go in OPEN. Then, one past draw at a time in close order, the demo bets are placed through the
 * placement service (its clock before that close) and the draw is marked RESULTED, so a member's
 * credit only ever holds one draw's stakes, as it would have. Results go in last, and then every past
 * draw is settled in draw order (seed/settle.ts), so balances and reports carry real figures.
 */
async function seedDraws(tx: Tx, now: Date): Promise<void> {
  const demo = demoDraws(now);
  const ids = await tx
    .insert(draws)
    .values(demo.map((d) => ({ ...d.draw, status: 'OPEN' as const })))
    .returning({ id: draws.id });
  const withIds: PastDraw[] = demo.map((d, i) => ({ ...d, drawId: ids[i]?.id ?? 0 }));
  const userMap = new Map<string, UserRow>();
  for (const userId of ['member1', 'member2', 'member3', 'agent2']) {
    const user = await findUser(tx, userId);
    if (user) userMap.set(userId, user);
  }
  const past = withIds.filter((d) => d.draw.status === 'RESULTED').sort((a, b) => (a.draw.closeAt as Date).getTime() - (b.draw.closeAt as Date).getTime());
  const seen = new Map<string, number>();
  for (const d of past) {
    const locId = d.draw.locId;
    const index = seen.get(locId) ?? 0;
    seen.set(locId, index + 1);
    await seedDrawBets(tx, d, locId === 'TT' ? 'TT' : '4D', userMap, index);
    await tx.update(draws).set({ status: 'RESULTED', resultAt: d.draw.drawAt as Date }).where(eq(draws.id, d.drawId));
  }
  const results = withIds.flatMap((d) => d.results.map((row) => ({ ...row, drawId: d.drawId })));
  const dividends = withIds.flatMap((d) => d.dividends.map((row) => ({ ...row, drawId: d.drawId })));
  await insertBatches(results, (batch) => tx.insert(drawResults).values(batch));
  if (dividends.length > 0) await insertBatches(dividends, (batch) => tx.insert(ttDividends).values(batch));
  await settlePastDraws(tx, past.map((d) => ({ drawId: d.drawId, drawAt: d.draw.drawAt as Date })));
}

/** Returns true when it seeded, false when the database already had data. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(locations);
    if ((existing?.n ?? 0) > 0) return false;
    await tx.insert(locations).values(DEMO_LOCATIONS);
    await tx.insert(permissions).values(PERMISSION_CATALOGUE);
    await seedUsers(tx);
    await tx.insert(outsetLimits).values(demoOutsetLimits());
    await tx.insert(settings).values(settingRows(demoSettings(options.enableCaptcha)));
    await tx.insert(smsSettings).values(DEMO_SMS_SETTINGS);
    await tx.insert(announcements).values(DEMO_ANNOUNCEMENTS);
    await insertBatches(demoPayRates(), (batch) => tx.insert(payRates).values(batch));
    await seedDraws(tx, options.now);
    await seedFixedBets(tx, options.now);
    await setLaterFlags(tx);
    await timeSeededAudits(tx, options.now);
    return true;
  });
}
