// Per-location content: the SMS setting and the pay-rate table (announcements: announcements.ts).
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, payRates, smsSettings } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type SmsSettingRow = typeof smsSettings.$inferSelect;
export type PayRateRow = typeof payRates.$inferSelect;

export async function smsSettingOf(db: Db, locId: string): Promise<SmsSettingRow | undefined> {
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.locId, locId));
  return row;
}

const rateKey = (row: PayRateRow) => `${row.betKind}/${row.permClass}/${row.prize}`;

/** The location's default pay table, or with `agentId` the agent's overrides over it. */
export async function payRatesOf(db: Db, locId: string, agentId?: string): Promise<PayRateRow[]> {
  const owner = agentId ? or(isNull(payRates.agentId), eq(payRates.agentId, agentId)) : isNull(payRates.agentId);
  const rows = await db
    .select()
    .from(payRates)
    .where(and(eq(payRates.locId, locId), owner))
    .orderBy(asc(payRates.id));
  const overrides = new Map(rows.filter((row) => row.agentId !== null).map((row) => [rateKey(row), row]));
  return rows.filter((row) => row.agentId === null).map((row) => overrides.get(rateKey(row)) ?? row);
}
