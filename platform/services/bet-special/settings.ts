// Bet Special settings (docs/decisions/bet-special.md): setting 1 says which numbers of a draw are hot
// (what reached the company on a number reaches HotBig or HotSmall; at most MaxNumbers, the largest
// first), setting 2 how the company counters each (a Big and Small stake placed for the target account,
// a house member of its tree). One row per location once saved; saving writes an audit row with the
// values before and after. Bet Special is 4D's: under a TT location the calls answer 404.
import { eq } from 'drizzle-orm';
import type { BetSpecialSetting1, BetSpecialSetting2, BetSpecialSettings } from '@/lib/contract/bet-special';
import type { updateBetSpecialSettingSchema } from '@/lib/contract/bet-special';
import type { z } from '@/lib/contract/zod';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { betSpecialSettings } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { betTarget } from '../bets/rights';
import { findUser, type UserRow } from '../users/users';

export type SettingRow = typeof betSpecialSettings.$inferSelect;
export interface SpecialContext {
  db: Db;
  actor: UserRow;
  location: { locId: string; game: '4D' | 'TT' };
  now: Date;
}

/** Bet Special is for 4D locations: under TT the calls name nothing. */
export function assertFourD(context: SpecialContext): void {
  if (context.location.game !== '4D') throw PlatformError.notFound('Bet Special is for 4D locations only.');
}

export async function settingRowOf(db: Db, locId: string): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(betSpecialSettings).where(eq(betSpecialSettings.locId, locId));
  return row;
}

export function setting1Of(locId: string, row: SettingRow | undefined): BetSpecialSetting1 {
  return {
    LocId: locId,
    HotBig: toMoney(row?.hotBig ?? '0'),
    HotSmall: toMoney(row?.hotSmall ?? '0'),
    MaxNumbers: row?.maxNumbers ?? 20,
    UpdatedDate: row?.updatedAt.toISOString() ?? null,
    UpdatedBy: row?.updatedBy ?? null,
  };
}

export async function setting2Of(db: Db, locId: string, row: SettingRow | undefined): Promise<BetSpecialSetting2> {
  const target = row?.targetUserId ? await findUser(db, row.targetUserId) : undefined;
  return {
    LocId: locId,
    TargetUserId: target?.userId ?? null,
    TargetUserName: target?.userName ?? null,
    Big: toMoney(row?.stakeBig ?? '0'),
    Small: toMoney(row?.stakeSmall ?? '0'),
    UpdatedDate: row?.updatedAt.toISOString() ?? null,
    UpdatedBy: row?.updatedBy ?? null,
  };
}

export async function specialSettingsOf(context: SpecialContext): Promise<BetSpecialSettings> {
  assertFourD(context);
  const { locId } = context.location;
  const row = await settingRowOf(context.db, locId);
  return { Setting1: setting1Of(locId, row), Setting2: await setting2Of(context.db, locId, row) };
}

/** PUT bet/updateBetSpecialSetting: both settings; the target must be a member the admin may bet for (400/404 naming TargetUserId). */
export async function updateSpecialSettings(context: SpecialContext, body: z.output<typeof updateBetSpecialSettingSchema>): Promise<BetSpecialSettings> {
  assertFourD(context);
  const { db, actor, now } = context;
  const { locId } = context.location;
  if (body.TargetUserId !== null) {
    try {
      await betTarget(db, actor, body.TargetUserId);
    } catch (error) {
      if (error instanceof PlatformError && error.status !== 404) throw new PlatformError(400, error.message, 'TargetUserId');
      if (error instanceof PlatformError) throw new PlatformError(404, `${body.TargetUserId} is not a member of your tree.`, 'TargetUserId');
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    const before = await settingRowOf(tx, locId);
    const values = {
      hotBig: body.HotBig,
      hotSmall: body.HotSmall,
      maxNumbers: body.MaxNumbers,
      targetUserId: body.TargetUserId,
      stakeBig: body.Big,
      stakeSmall: body.Small,
      updatedAt: now,
      updatedBy: actor.userId,
    };
    const [row] = await tx.insert(betSpecialSettings).values({ locId, ...values }).onConflictDoUpdate({ target: betSpecialSettings.locId, set: values }).returning();
    const answer = { Setting1: setting1Of(locId, row), Setting2: await setting2Of(tx, locId, row) };
    const wire = (saved: BetSpecialSettings) => ({ ...saved.Setting1, ...saved.Setting2, UpdatedDate: undefined, UpdatedBy: undefined });
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'betSpecialSetting',
      entityId: locId,
      action: before ? 'UPDATE' : 'CREATE',
      locId,
      before: before ? wire({ Setting1: setting1Of(locId, before), Setting2: await setting2Of(tx, locId, before) }) : undefined,
      after: wire(answer),
    });
    return answer;
  });
}
