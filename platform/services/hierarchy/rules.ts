// The rules of a change in the hierarchy: rates on the docs/product.md#validation-rules grid, never above the parent's and
// never below the user's own downline's; credit never above what the parent has left to give and
// never below what the downline holds; a right (GRANTED_FLAGS) granted only by a parent holding it.
// Only what changes is checked: a value kept as it is stays valid even when the parent's has since
// dropped. Every refusal is a 400 naming the field and the bound.
import { GRANTED_FLAGS, type FlagName } from '@/lib/contract/agents';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { rateProblem, toRateUnits, type RateField, type RateGame } from '@/lib/domain/rate-choices';
import type { users } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { ParentBounds, RateUnits } from './accounts';
import type { UserRow } from '../users/users';

export const RATE_FIELDS: readonly RateField[] = ['Share', 'Commission', 'Tax'];

export type RateInput = Partial<Record<RateField, number>>;
export type FlagValues = Record<FlagName, boolean>;

/** 400 naming the first rate that changes and breaks the grid, the parent's cap or the downline's floor. */
export function checkRates(game: RateGame, input: RateInput, bounds: ParentBounds, floors?: RateUnits, current?: RateUnits): void {
  for (const field of RATE_FIELDS) {
    const value = input[field];
    if (value === undefined || (current && toRateUnits(value) === current[field])) continue;
    const problem = rateProblem(field, game, value, { parentUnits: bounds.rates?.[field] ?? null, floorUnits: floors?.[field] });
    if (problem) throw PlatformError.badRequest(problem, field);
  }
}

/** 400 when the credit is above what the parent has left to give or below what the user's downline holds. */
export function checkCredit(cents: bigint, bounds: ParentBounds, floorCents = 0n): void {
  const amount = centsToMoney(cents);
  if (bounds.creditToGive !== null && cents > bounds.creditToGive) {
    const left = centsToMoney(bounds.creditToGive < 0n ? 0n : bounds.creditToGive);
    throw PlatformError.badRequest(`Credit ${amount} is above the ${left} that ${bounds.parent.userId} has left to give.`, 'Credit');
  }
  if (cents < floorCents) {
    throw PlatformError.badRequest(
      `Credit ${amount} is below ${centsToMoney(floorCents)}, the credit its downline holds: lower theirs first.`,
      'Credit',
    );
  }
}

/** The flags of a user as the wire names them. */
export function flagsOf(user: UserRow): FlagValues {
  return {
    EnableCreateAgent: user.enableCreateAgent,
    EnableCreateDownline: user.enableCreateDownline,
    EnablePlaceBet: user.enablePlaceBet,
    EnableUpload: user.enableUpload,
    disablePlaceBetAndFixedBet: user.disablePlaceBetAndFixedBet,
    GroupReportDisabled: user.groupReportDisabled,
    GroupReportBreakdownDisabled: user.groupReportBreakdownDisabled,
    dEnableViewShareClaim: user.dEnableViewShareClaim === 1,
    tOutSetting1Enabled: user.tOutSetting1Enabled,
  };
}

type UserColumns = Partial<typeof users.$inferInsert>;

/** Wire flags as users columns (dEnableViewShareClaim is the number 0 or 1). */
export function flagColumns(flags: Partial<FlagValues>): UserColumns {
  const columns: UserColumns = {};
  const set = <K extends keyof UserColumns>(key: K, value: UserColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('enableCreateAgent', flags.EnableCreateAgent);
  set('enableCreateDownline', flags.EnableCreateDownline);
  set('enablePlaceBet', flags.EnablePlaceBet);
  set('enableUpload', flags.EnableUpload);
  set('disablePlaceBetAndFixedBet', flags.disablePlaceBetAndFixedBet);
  set('groupReportDisabled', flags.GroupReportDisabled);
  set('groupReportBreakdownDisabled', flags.GroupReportBreakdownDisabled);
  set('dEnableViewShareClaim', flags.dEnableViewShareClaim === undefined ? undefined : flags.dEnableViewShareClaim ? 1 : 0);
  set('tOutSetting1Enabled', flags.tOutSetting1Enabled);
  return columns;
}

/** Whether the parent may grant the right: the company (an admin) holds every right. */
export function parentHolds(parent: UserRow, name: FlagName): boolean {
  return parent.role === 'ADMIN' || flagsOf(parent)[name];
}

/** 400 naming the first right switched on that the parent does not hold. */
export function checkGrants(flags: Partial<FlagValues>, parent: UserRow, current?: FlagValues): void {
  for (const name of GRANTED_FLAGS) {
    if (flags[name] !== true || current?.[name] === true || parentHolds(parent, name)) continue;
    throw PlatformError.badRequest(`${parent.userId} does not hold ${name}, so it cannot grant it.`, name);
  }
}

/** The flags named in `names` that the input sets (left-out flags stay as they are). */
export function pickFlags(names: readonly FlagName[], input: Partial<Record<FlagName, boolean | undefined>>): Partial<FlagValues> {
  return Object.fromEntries(names.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]));
}

/** The given flags that differ from the current ones (the fields a change writes and audits). */
export function changedFlags(flags: Partial<FlagValues>, current: FlagValues): Partial<FlagValues> {
  return Object.fromEntries(Object.entries(flags).filter(([name, value]) => value !== undefined && current[name as FlagName] !== value));
}
