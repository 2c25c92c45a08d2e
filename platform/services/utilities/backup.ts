// Backup ARA (docs/decisions/utilities.md): a draw's live bets as an ARA file (the exportAra writer,
// every member of the location, since only admins come here), and per draw the count of backup files
// made since the last reset. The count moves in one statement (an upsert that adds one), so two
// backups at once count two; the count and its audit row land together.
import { eq, sql } from 'drizzle-orm';
import type { AraCount } from '@/lib/contract/utilities';
import { araBackups } from '../../db/schema';
import { writeAudit } from '../audit/write';
import { drawOfLocation } from '../bets/scope';
import { exportAra } from '../files/export';
import { fourDLocation, type UtilityContext } from './context';

const PAGE = 'Backup ARA';

export async function araCount(context: UtilityContext, drawId: number): Promise<AraCount> {
  const locId = fourDLocation(context, PAGE);
  const draw = await drawOfLocation(context.db, locId, drawId);
  const [row] = await context.db.select({ count: araBackups.count }).from(araBackups).where(eq(araBackups.drawId, draw.id));
  return { DrawId: draw.id, Count: row?.count ?? 0 };
}

export interface AraBackup {
  text: string;
  fileName: string;
  count: number;
}

export async function backupAra(context: UtilityContext, drawId: number): Promise<AraBackup> {
  const locId = fourDLocation(context, PAGE);
  const draw = await drawOfLocation(context.db, locId, drawId);
  const text = await exportAra(context.db, context.actor, locId, { DrawId: draw.id }, context.now, false);
  const count = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(araBackups)
      .values({ drawId: draw.id, count: 1, updatedBy: context.actor.userId, updatedAt: context.now })
      .onConflictDoUpdate({ target: araBackups.drawId, set: { count: sql`${araBackups.count} + 1`, updatedBy: context.actor.userId, updatedAt: context.now } })
      .returning({ count: araBackups.count });
    const after = row?.count ?? 1;
    await writeAudit(tx, { actorId: context.actor.userId, entity: 'araBackup', entityId: draw.id, action: 'UPDATE', locId, before: { Count: after - 1 }, after: { Count: after, DrawDate: draw.drawDate } });
    return after;
  });
  return { text, count, fileName: `backup_${locId}_${draw.drawDate}_${count}.ara` };
}

export async function resetAraCount(context: UtilityContext, drawId: number): Promise<AraCount> {
  const locId = fourDLocation(context, PAGE);
  const draw = await drawOfLocation(context.db, locId, drawId);
  return context.db.transaction(async (tx) => {
    const [held] = await tx.select({ count: araBackups.count }).from(araBackups).where(eq(araBackups.drawId, draw.id)).for('update');
    if (held && held.count !== 0) {
      await tx.update(araBackups).set({ count: 0, updatedBy: context.actor.userId, updatedAt: context.now }).where(eq(araBackups.drawId, draw.id));
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'araBackup', entityId: draw.id, action: 'UPDATE', locId, before: { Count: held.count }, after: { Count: 0, DrawDate: draw.drawDate } });
    }
    return { DrawId: draw.id, Count: 0 };
  });
}
