// Demo fixed bets (docs/demo.md): member1 keeps two standing orders in SG, one set up by itself on every draw
// day and one by agent2 for Saturdays and Sundays, created through the fixed-bet service. The seed does
// not place them: the running platform's sweep puts them on the open draw at start, so every
// CreditLeft in the seeded database is still the full credit.
import type { Db } from '../db/client';
import { fourDBet } from '../services/bets/normalize';
import { createFixedBet } from '../services/fixed-bets/orders';
import { findUser } from '../services/users/users';

const HOUR = 3_600_000;
/** Each was set up some time before the seed's clock (`ago`), so its CreatedDate and audit row read as days past. */
const DEMO_FIXED_BETS = [
  { actor: 'member1', key: 'seed-fixed-SG-member1-1', bet: { Number: '1688', Big: '2.00', Small: '1.00', Kind: 'ORDINARY' as const }, days: undefined, ago: 50 * HOUR + 25 * 60_000 },
  { actor: 'agent2', key: 'seed-fixed-SG-member1-2', bet: { Number: '38R8', Big: '0.50', Small: '0.00', Kind: 'ROLL' as const }, days: [6, 0], ago: 20 * HOUR + 40 * 60_000 },
];

export async function seedFixedBets(tx: Db, now: Date): Promise<void> {
  for (const demo of DEMO_FIXED_BETS) {
    const actor = await findUser(tx, demo.actor);
    if (!actor) throw new Error(`demo user ${demo.actor} missing`);
    await createFixedBet({ db: tx, actor, locId: 'SG', now: new Date(now.getTime() - demo.ago) }, { UserId: 'member1', IdempotencyKey: demo.key, Days: demo.days, bet: fourDBet(demo.bet) });
  }
}
