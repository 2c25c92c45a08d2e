// outSetting6 and Out Setting 3's drawSetting tab (docs/decisions/placing-out.md): per location whether
// placing out applies at all and until how many minutes after a draw's close throws and rule jobs are
// taken; per draw, whether placing out is off for it. A location or draw without a row: on, 30 minutes.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { OutSetting, OutSettingBody } from '@/lib/contract/distributors';
import type { Db } from '../../db/client';
import { draws, placeOutDraws, placeOutSettings } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { DrawRow } from '../draws/read';
import type { UserRow } from '../users/users';

const DEFAULTS = { enabled: true, cutOffMinutes: 30, updatedBy: null as string | null };
/** The drawSetting tab lists the location's draws from this many days back. */
const LISTED_DAYS = 14;
const LISTED_DRAWS = 40;

export async function locationSetting(db: Db, locId: string) {
  const [row] = await db.select().from(placeOutSettings).where(eq(placeOutSettings.locId, locId));
  return row ? { enabled: row.enabled, cutOffMinutes: row.cutOffMinutes, updatedBy: row.updatedBy as string | null } : DEFAULTS;
}

/** Until when throws and rule jobs are taken on the draw. */
export const placeOutUntil = (draw: Pick<DrawRow, 'closeAt'>, cutOffMinutes: number): Date => new Date(draw.closeAt.getTime() + cutOffMinutes * 60_000);

/** Whether placing out applies to the draw's figures (the location's switch and the draw's own). */
export async function placingOutApplies(db: Db, draw: Pick<DrawRow, 'id' | 'locId'>): Promise<boolean> {
  const setting = await locationSetting(db, draw.locId);
  if (!setting.enabled) return false;
  const [row] = await db.select().from(placeOutDraws).where(eq(placeOutDraws.drawId, draw.id));
  return row?.applies ?? true;
}

/** A throw or a rule job on the draw now: 409 when placing out is off for it, the draw is not open, or past the cut-off. */
export async function assertPlaceable(db: Db, draw: DrawRow, now: Date): Promise<void> {
  if (!(await placingOutApplies(db, draw))) throw new PlatformError(409, 'Placing out is off for this draw (Out Setting 3).', 'DrawId');
  if (draw.status !== 'OPEN') throw new PlatformError(409, 'This draw is no longer open for placing out.', 'DrawId');
  const { cutOffMinutes } = await locationSetting(db, draw.locId);
  if (now > placeOutUntil(draw, cutOffMinutes)) throw new PlatformError(409, 'The placing-out cut-off of this draw has passed.', 'DrawId');
}

export async function outSettingOf(db: Db, locId: string, now: Date): Promise<OutSetting> {
  const setting = await locationSetting(db, locId);
  const from = new Date(now.getTime() - LISTED_DAYS * 86_400_000);
  const rows = await db
    .select({ draw: draws, applies: placeOutDraws.applies })
    .from(draws)
    .leftJoin(placeOutDraws, eq(placeOutDraws.drawId, draws.id))
    .where(and(eq(draws.locId, locId), gte(draws.closeAt, from)))
    .orderBy(asc(draws.closeAt))
    .limit(LISTED_DRAWS);
  return {
    LocId: locId,
    Enabled: setting.enabled,
    CutOffMinutes: setting.cutOffMinutes,
    UpdatedBy: setting.updatedBy,
    Draws: rows.map(({ draw, applies }) => ({
      DrawId: draw.id,
      DrawDate: draw.drawDate,
      CloseDate: draw.closeAt.toISOString(),
      Status: draw.status,
      Applies: applies ?? true,
      PlaceOutUntil: placeOutUntil(draw, setting.cutOffMinutes).toISOString(),
    })),
  };
}

/** POST outSetting6: saves the fields sent (each change audited); a draw of another location is a 404. */
export async function saveOutSetting(db: Db, actor: UserRow, locId: string, body: OutSettingBody, now: Date): Promise<OutSetting> {
  await db.transaction(async (tx) => {
    if (body.Enabled !== undefined || body.CutOffMinutes !== undefined) {
      const [before] = await tx.select().from(placeOutSettings).where(eq(placeOutSettings.locId, locId)).for('update');
      const next = { enabled: body.Enabled ?? before?.enabled ?? DEFAULTS.enabled, cutOffMinutes: body.CutOffMinutes ?? before?.cutOffMinutes ?? DEFAULTS.cutOffMinutes };
      await tx
        .insert(placeOutSettings)
        .values({ locId, ...next, updatedBy: actor.userId, updatedAt: now })
        .onConflictDoUpdate({ target: placeOutSettings.locId, set: { ...next, updatedBy: actor.userId, updatedAt: now } });
      await writeAudit(tx, {
        actorId: actor.userId,
        entity: 'outSetting6',
        entityId: locId,
        action: before ? 'UPDATE' : 'CREATE',
        locId,
        ...(before ? { before: { Enabled: before.enabled, CutOffMinutes: before.cutOffMinutes } } : {}),
        after: { Enabled: next.enabled, CutOffMinutes: next.cutOffMinutes },
      });
    }
    if (body.Draws && body.Draws.length > 0) {
      const ids = [...new Set(body.Draws.map((d) => d.DrawId))];
      const found = await tx.select({ id: draws.id }).from(draws).where(and(eq(draws.locId, locId), inArray(draws.id, ids)));
      if (found.length !== ids.length) throw PlatformError.notFound('Draw not found.');
      const olds = new Map((await tx.select().from(placeOutDraws).where(inArray(placeOutDraws.drawId, ids))).map((row) => [row.drawId, row.applies]));
      for (const { DrawId, Applies } of body.Draws) {
        await tx
          .insert(placeOutDraws)
          .values({ drawId: DrawId, applies: Applies, updatedBy: actor.userId, updatedAt: now })
          .onConflictDoUpdate({ target: placeOutDraws.drawId, set: { applies: Applies, updatedBy: actor.userId, updatedAt: now } });
        await writeAudit(tx, { actorId: actor.userId, entity: 'placeOutDraw', entityId: DrawId, action: 'UPDATE', locId, before: { Applies: olds.get(DrawId) ?? true }, after: { Applies } });
      }
    }
  });
  return outSettingOf(db, locId, now);
}
