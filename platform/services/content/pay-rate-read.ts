// Reading pay rates (docs/decisions/pay-rates.md): a location's rows, the lines of agents above a user,
// the rates in force for a user (lib/domain/pay-rate-rules.ts) and one kind's table for the pay-rate
// page (payRatesN / payRatesI / payRatesK).
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PayRate, PayRateKind } from '@/lib/contract/pay-rates';
import { toMoney } from '@/lib/domain/money';
import { cellKey, ratesInForce, type RateCell } from '@/lib/domain/pay-rate-rules';
import type { Db } from '../../db/client';
import { payRates, userLocations, users } from '../../db/schema';
import { assertInDownline } from '../users/downline';
import { parentsOf, uplinesFrom } from '../users/uplines';
import type { UserRow } from '../users/users';

export type PayRateRow = typeof payRates.$inferSelect;
/** A row as a cell of the pure rules, keeping the row. */
export type RowCell = RateCell & { row: PayRateRow };

export const cellOf = (row: PayRateRow): RowCell => ({
  betKind: row.betKind,
  permClass: row.permClass,
  prize: row.prize,
  big: Number(row.big),
  small: row.small === null ? null : Number(row.small),
  row,
});

export function wireOf(row: PayRateRow): PayRate {
  return {
    PayRateId: row.id,
    LocId: row.locId,
    UserId: row.agentId,
    BetKind: row.betKind,
    PermClass: row.permClass,
    Prize: row.prize,
    Big: toMoney(row.big),
    Small: row.small === null ? null : toMoney(row.small),
  };
}

/** Every row of the location, defaults and overrides apart, in id order. */
export async function locationRates(db: Db, locId: string): Promise<{ defaults: PayRateRow[]; overrides: PayRateRow[] }> {
  const rows = await db.select().from(payRates).where(eq(payRates.locId, locId)).orderBy(asc(payRates.id));
  return { defaults: rows.filter((row) => row.agentId === null), overrides: rows.filter((row) => row.agentId !== null) };
}

/** The rows in force along `line` (override owners nearest first) over the defaults. */
function inForceAlong(defaults: readonly PayRateRow[], overrides: readonly PayRateRow[], line: readonly string[]): PayRateRow[] {
  const byAgent = line.map((agentId) => overrides.filter((row) => row.agentId === agentId).map(cellOf));
  const rates = ratesInForce(defaults.map(cellOf), byAgent);
  return defaults.map((row) => (rates.get(cellKey(cellOf(row))) ?? cellOf(row)).row);
}

/** GET payRates: the rates in force for `user` (its own overrides, then its uplines', then the default). */
export async function ratesInForceFor(db: Db, locId: string, user: UserRow): Promise<PayRateRow[]> {
  const { defaults, overrides } = await locationRates(db, locId);
  if (overrides.length === 0) return defaults;
  const line = [user.userId, ...uplinesFrom(await parentsOf(db, [user.userId]), user.userId)];
  return inForceAlong(defaults, overrides, line);
}

/** The rates an agent's overrides may not exceed: its parent's rates in force. */
export async function capsOf(db: Db, locId: string, agent: UserRow): Promise<PayRateRow[]> {
  const { defaults, overrides } = await locationRates(db, locId);
  return inForceAlong(defaults, overrides, uplinesFrom(await parentsOf(db, [agent.userId]), agent.userId));
}

/** Every agent of the location (an admin reaches them all), by UserId. */
async function agentsOf(db: Db, locId: string): Promise<{ UserId: string; UserName: string }[]> {
  const rows = await db
    .select({ UserId: users.userId, UserName: users.userName })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .where(eq(users.role, 'AG'))
    .orderBy(asc(users.userId));
  return rows;
}

/**
 * payRatesN / payRatesI / payRatesK: the kind's defaults, and the overrides and caps of UserId (in reach,
 * 404 otherwise) or, without it, of the caller; an admin without UserId gets every agent's overrides.
 */
export async function kindTable(db: Db, actor: UserRow, locId: string, kind: 'ORDINARY' | 'IBET' | 'KBET', userId?: string): Promise<PayRateKind> {
  const ofKind = and(eq(payRates.locId, locId), eq(payRates.betKind, kind));
  const defaults = await db.select().from(payRates).where(and(ofKind, isNull(payRates.agentId))).orderBy(asc(payRates.permClass), asc(payRates.id));
  const agents = actor.role === 'ADMIN' ? await agentsOf(db, locId) : [];
  if (userId === undefined && actor.role === 'ADMIN') {
    const overrides = await db.select().from(payRates).where(and(ofKind, isNotNull(payRates.agentId))).orderBy(asc(payRates.agentId), asc(payRates.id));
    return { BetKind: kind, UserId: null, Defaults: defaults.map(wireOf), Overrides: overrides.map(wireOf), Caps: [], Agents: agents };
  }
  const agent = userId === undefined ? actor : await assertInDownline(db, actor, userId);
  const overrides = await db.select().from(payRates).where(and(ofKind, eq(payRates.agentId, agent.userId))).orderBy(asc(payRates.id));
  const caps = (await capsOf(db, locId, agent)).filter((row) => row.betKind === kind);
  return { BetKind: kind, UserId: agent.userId, Defaults: defaults.map(wireOf), Overrides: overrides.map(wireOf), Caps: caps.map(wireOf), Agents: agents };
}
