// Settlement of one draw per user (the settlement model, docs/domain.md#hierarchy-money).
// Pure: from each member's turnover and strike, its chain of uplines and everyone's commission and
// share rates, the figures each user books. Positive is money to the user. Money in integer cents.
//
// For a member m (turnover T, strike S, rate c_m) under agents a_1 (its parent) ... a_k (the top agent)
// and the company (the first ADMIN above): every commission C_i = c_i x T and every share part
// Sh_i = s_i x G is rounded (half away from zero) once per member and level, with G = T - S - C_top
// the house result after all commission. Each agent earns the difference to the level below it
// (C_i - C_{i-1}, Sh_i - Sh_{i-1}), and the company keeps G - Sh_k. The differences telescope, so the
// amounts of the member, its agents and the company add up to 0 exactly, and any rounding residue
// stays with the company.

import { divRound } from './strike';

/** A user's rates in the location: commission on turnover and share of the downline's result (0 to 1, 4 decimals). */
export interface UserRates {
  commission: string;
  share: string;
}

/** A member's live bets on the draw: their cost and what they won, in cents. */
export interface MemberTotals {
  userId: string;
  turnover: bigint;
  strike: bigint;
}

/** One user's figures on the draw (the `settlements` row), in cents. */
export interface SettlementFigures {
  userId: string;
  turnover: bigint;
  commission: bigint;
  strike: bigint;
  winLoss: bigint;
  ownCommission: bigint;
  ownShare: bigint;
  uplineShare: bigint;
  amount: bigint;
}

const RATE = /^(\d+)(?:\.(\d{1,4}))?$/;
const RATE_SCALE = 10_000n;

/** A rate ('0.08', '0.0800', '1') in ten-thousandths: 800n. Throws RangeError past 4 decimals. */
export function rateUnits(rate: string): bigint {
  const match = RATE.exec(rate.trim());
  if (!match) throw new RangeError(`Not a rate (at most 4 decimals): ${rate}`);
  return BigInt(match[1] ?? '0') * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** cents x rate, rounded half away from zero to cents. */
export const applyRate = (cents: bigint, units: bigint): bigint => divRound(cents * units, RATE_SCALE);

const ZERO = { commission: '0', share: '0' };

function emptyRow(userId: string): SettlementFigures {
  return { userId, turnover: 0n, commission: 0n, strike: 0n, winLoss: 0n, ownCommission: 0n, ownShare: 0n, uplineShare: 0n, amount: 0n };
}

type Part = Omit<SettlementFigures, 'userId'>;

/**
 * The settlement rows of a draw: one per member with live bets, per agent above such a member, and
 * per company. `chains` gives, for each member, its uplines from its parent up to and including the
 * company (the first ADMIN); `rates` each user's rates (missing: 0). A member's own share is 0 whatever
 * its row says. Throws RangeError when a member has no chain or is also an upline of another member.
 */
export function settle(
  members: readonly MemberTotals[],
  chains: ReadonlyMap<string, readonly string[]>,
  rates: ReadonlyMap<string, UserRates>,
): SettlementFigures[] {
  const rows = new Map<string, SettlementFigures>();
  const memberIds = new Set(members.map((member) => member.userId));
  const units = (userId: string) => {
    const rate = rates.get(userId) ?? ZERO;
    return { c: rateUnits(rate.commission), s: rateUnits(rate.share) };
  };
  const book = (userId: string, part: Part) => {
    let row = rows.get(userId);
    if (!row) rows.set(userId, (row = emptyRow(userId)));
    for (const key of Object.keys(part) as (keyof Part)[]) row[key] += part[key];
  };

  for (const { userId, turnover: t, strike: s } of members) {
    const chain = chains.get(userId) ?? [];
    const company = chain[chain.length - 1];
    if (company === undefined) throw new RangeError(`No company above member ${userId}`);
    const agents = chain.slice(0, -1);
    for (const upline of chain) {
      if (memberIds.has(upline)) throw new RangeError(`${upline} is both a member with bets and an upline of ${userId}`);
    }
    const c0 = applyRate(t, units(userId).c);
    const commissions = agents.map((agent) => applyRate(t, units(agent).c));
    const cTop = commissions[commissions.length - 1] ?? c0;
    const g = t - s - cTop;
    book(userId, { turnover: t, commission: c0, strike: s, winLoss: s + c0 - t, ownCommission: 0n, ownShare: 0n, uplineShare: t - s - c0, amount: s + c0 - t });
    let cBelow = c0;
    let shBelow = 0n;
    agents.forEach((agent, i) => {
      const c = commissions[i] ?? 0n;
      const sh = applyRate(g, units(agent).s);
      const ownCommission = c - cBelow;
      const ownShare = sh - shBelow;
      book(agent, { turnover: t, commission: c, strike: s, winLoss: s + c - t, ownCommission, ownShare, uplineShare: t - s - c - sh, amount: ownCommission + ownShare });
      cBelow = c;
      shBelow = sh;
    });
    book(company, { turnover: t, commission: cTop, strike: s, winLoss: s + cTop - t, ownCommission: 0n, ownShare: g - shBelow, uplineShare: 0n, amount: g - shBelow });
  }
  return [...rows.values()];
}
