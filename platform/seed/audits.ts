// The seeded changes' times. The demo's tickets and fixed bets are written through the services, whose
// audit rows take the database's clock (a live change is logged when it really happened), so after
// seeding every row would carry the moment the platform first started. Each seeded row instead takes
// the time its change happened in the demo: a ticket's placement (some hours before its draw's close)
// and a fixed bet's creation. Any other seeded row is spaced back from the seed's clock by its order.
// Deterministic: the times come from the seed's clock and its seeded random draws, not from the host.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audits, fixedBets, tickets } from '../db/schema';

/** The gap between two seeded changes that carry no time of their own. */
const SPACING_MS = 37 * 60_000;

/** Gives every seeded audit row the time of its change; call it last, in the seeding transaction. */
export async function timeSeededAudits(tx: Db, now: Date): Promise<void> {
  await tx.execute(
    sql`update ${audits} set created_at = ${tickets.createdAt} from ${tickets} where ${audits.entity} = 'ticket' and ${audits.entityId} = ${tickets.id}::text`,
  );
  await tx.execute(
    sql`update ${audits} set created_at = ${fixedBets.createdAt} from ${fixedBets} where ${audits.entity} = 'fixedBet' and ${audits.entityId} = ${fixedBets.id}::text`,
  );
  const rest = await tx
    .select({ id: audits.id })
    .from(audits)
    .where(sql`${audits.entity} not in ('ticket', 'fixedBet')`)
    .orderBy(asc(audits.id));
  for (const [index, row] of rest.entries()) {
    await tx.update(audits).set({ at: new Date(now.getTime() - (rest.length - index) * SPACING_MS) }).where(eq(audits.id, row.id));
  }
}
