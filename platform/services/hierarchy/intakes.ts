// GET and PUT priorityInTakes: a user's own eat limits in the location (outset_limits, read by the
// outset of services/outset/view.ts): how much of each 4D number's Big and Small stakes, or of each Toto
// combination's units, it keeps before passing the rest up. Reading: any user in reach (default: the
// caller; an admin sub-account: the company). Changing: an agent's limits, by the agent itself, an
// agent above it (rootOf checks the reach), or an admin granted OutSet ('*' included; the access
// table refuses members and other admins with 403); a member never eats and the company keeps
// whatever reaches it, so theirs are refused. The change and its audit row are one transaction.
import { and, eq } from 'drizzle-orm';
import { intakeSchema, type Intake, type IntakeUpdate } from '@/lib/contract/members';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { outsetLimits } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { rootOf, type HierarchyContext } from './access';
import type { UserRow } from '../users/users';

type LimitRow = typeof outsetLimits.$inferSelect;

function answer(user: UserRow, context: HierarchyContext, row: LimitRow | undefined): Intake {
  return intakeSchema.parse({
    UserId: user.userId,
    LocId: context.location.locId,
    Game: context.location.game,
    Big: toMoney(row?.big ?? '0'),
    Small: toMoney(row?.small ?? '0'),
    Unit: toMoney(row?.unit ?? '0'),
    Eats: user.role === 'AG',
    UpdatedAt: row ? row.updatedAt.toISOString() : null,
  });
}

async function limitRow(db: Db, userId: string, locId: string, lock = false): Promise<LimitRow | undefined> {
  const query = db
    .select()
    .from(outsetLimits)
    .where(and(eq(outsetLimits.userId, userId), eq(outsetLimits.locId, locId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function readIntake(context: HierarchyContext, userId: string | undefined): Promise<Intake> {
  const user = await rootOf(context.db, context.actor, userId);
  return answer(user, context, await limitRow(context.db, user.userId, context.location.locId));
}

export async function changeIntake(context: HierarchyContext, input: IntakeUpdate): Promise<Intake> {
  const { db, actor, location, now } = context;
  const user = await rootOf(db, actor, input.UserId);
  if (user.role !== 'AG') {
    throw PlatformError.badRequest(
      user.role === 'MEM' ? 'A member never eats: its stakes all go up the line.' : 'The company keeps whatever reaches it; it has no eat limit.',
      'UserId',
    );
  }
  // Only the game's own amounts apply: 4D numbers take Big and Small, Toto combinations take units.
  const given = location.game === 'TT' ? { unit: input.Unit } : { big: input.Big, small: input.Small };
  return db.transaction(async (tx) => {
    const current = await limitRow(tx, user.userId, location.locId, true);
    const next = {
      big: toMoney(given.big ?? current?.big ?? '0'),
      small: toMoney(given.small ?? current?.small ?? '0'),
      unit: toMoney(given.unit ?? current?.unit ?? '0'),
    };
    const was = { big: toMoney(current?.big ?? '0'), small: toMoney(current?.small ?? '0'), unit: toMoney(current?.unit ?? '0') };
    const changed = (['big', 'small', 'unit'] as const).filter((key) => next[key] !== was[key]);
    // No row eats nothing, like a row of zeros: nothing to write either way.
    if (changed.length === 0) return answer(user, context, current);
    const [row] = await tx
      .insert(outsetLimits)
      .values({ userId: user.userId, locId: location.locId, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: [outsetLimits.userId, outsetLimits.locId], set: { ...next, updatedAt: now } })
      .returning();
    const label = { big: 'Big', small: 'Small', unit: 'Unit' } as const;
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'intake',
      entityId: `${user.userId}:${location.locId}`,
      action: current ? 'UPDATE' : 'CREATE',
      targetUserId: user.userId,
      locId: location.locId,
      before: current ? Object.fromEntries(changed.map((key) => [label[key], was[key]])) : null,
      after: Object.fromEntries(changed.map((key) => [label[key], next[key]])),
    });
    return answer(user, context, row);
  });
}
