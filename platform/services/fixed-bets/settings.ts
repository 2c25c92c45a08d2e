// Fixed Setting (GET selectFixedSetting, PUT updateFixedSetting): whether a location's fixed bets are
// placed on its draws by automatic runs, how long before a draw's close its run starts, and which draw
// weekdays those runs cover. Until saved, a location uses the defaults (on, no lead limit: a draw's run
// starts as soon as it is the next draw of a fixed bet, every draw day). Saving writes an audit row with the values before and after.
import { eq } from 'drizzle-orm';
import { type FixedSetting, type UpdateFixedSettingBody } from '@/lib/contract/fixed-process';
import type { Db } from '../../db/client';
import { fixedSettings } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { UserRow } from '../users/users';
import { daysToMask, drawWeekdaysOf, maskToDays } from './read';

export interface AutoSetting {
  auto: boolean;
  leadHours: number | null;
  /** Weekdays as a mask (bit n: weekday n). */
  days: number;
}

/** The location's setting as stored, or its defaults. */
export async function autoSettingOf(db: Db, locId: string): Promise<AutoSetting & { row?: typeof fixedSettings.$inferSelect }> {
  const [row] = await db.select().from(fixedSettings).where(eq(fixedSettings.locId, locId));
  if (row) return { auto: row.auto, leadHours: row.leadHours, days: row.days, row };
  return { auto: true, leadHours: null, days: daysToMask(drawWeekdaysOf(locId)) };
}

export async function fixedSettingOf(db: Db, locId: string): Promise<FixedSetting> {
  const setting = await autoSettingOf(db, locId);
  const drawDays = drawWeekdaysOf(locId);
  return {
    LocId: locId,
    Auto: setting.auto,
    LeadHours: setting.leadHours,
    Days: maskToDays(setting.days).filter((day) => drawDays.includes(day)),
    DrawDays: drawDays,
    UpdatedDate: setting.row?.updatedAt.toISOString() ?? null,
    UpdatedBy: setting.row?.updatedBy ?? null,
  };
}

export async function updateFixedSetting(db: Db, actor: UserRow, locId: string, body: UpdateFixedSettingBody, now: Date): Promise<FixedSetting> {
  const drawDays = drawWeekdaysOf(locId);
  const other = body.Days.find((day) => !drawDays.includes(day as never));
  if (other !== undefined) {
    throw PlatformError.badRequest(`${locId} does not draw on weekday ${other}: pick among ${drawDays.join(', ')} (0 = Sunday).`, 'Days');
  }
  await db.transaction(async (tx) => {
    const before = await fixedSettingOf(tx, locId);
    const values = { auto: body.Auto, leadHours: body.LeadHours, days: daysToMask(body.Days), updatedAt: now, updatedBy: actor.userId };
    await tx.insert(fixedSettings).values({ locId, ...values }).onConflictDoUpdate({ target: fixedSettings.locId, set: values });
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'fixedSetting',
      entityId: locId,
      action: 'UPDATE',
      locId,
      before: { Auto: before.Auto, LeadHours: before.LeadHours, Days: before.Days },
      after: { Auto: body.Auto, LeadHours: body.LeadHours, Days: [...body.Days].sort() },
    });
  });
  return fixedSettingOf(db, locId);
}
