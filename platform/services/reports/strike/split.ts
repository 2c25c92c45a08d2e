// Who bears a strike by share (docs/domain.md#hierarchy-money; the settlement model), pure. A
// member's strike S climbs its chain: each agent a bears (s_a - s_below) x S, where s_below is the
// share of the user just below it on the path (0 for the member), and the company (the first ADMIN)
// bears the rest. Per member and level the part is rounded half away from zero to cents; what passes
// above a user is S less the parts at and below it, so every member's parts add up to its strike
// exactly. reportStrikeSummary3 (reports/strike/share.ts) sums these per user.

/** Shares are numeric(5,4): whole ten-thousandths. */
export const SHARE_SCALE = 10_000n;

/** x / SHARE_SCALE rounded half away from zero. */
function scaleDown(value: bigint): bigint {
  const half = SHARE_SCALE / 2n;
  return value >= 0n ? (value + half) / SHARE_SCALE : -((-value + half) / SHARE_SCALE);
}

export interface ShareUser {
  userId: string;
  role: 'ADMIN' | 'AG' | 'MEM';
  parentId: string | null;
  /** Ten-thousandths (0..10000). */
  share: bigint;
}

export interface BorneStrike {
  /** The strike of the members below the user (itself, for a member). */
  strike: bigint;
  /** Its part by share. */
  own: bigint;
  /** What passes above it. */
  upline: bigint;
}

/**
 * Each user's group strike, own part and upline part, in cents. `users` holds the viewer's subtree
 * (the viewer's parent is not in it: the climb stops at the viewer, whose upline part is what passes
 * above it). Members bear nothing (share 0); an ADMIN (the company) bears everything that reaches it.
 */
export function splitStrikes(users: ReadonlyMap<string, ShareUser>, strikeOf: ReadonlyMap<string, bigint>): Map<string, BorneStrike> {
  const borne = new Map<string, BorneStrike>();
  const add = (userId: string, part: BorneStrike) => {
    const sum = borne.get(userId) ?? { strike: 0n, own: 0n, upline: 0n };
    borne.set(userId, { strike: sum.strike + part.strike, own: sum.own + part.own, upline: sum.upline + part.upline });
  };
  for (const [memberId, strike] of strikeOf) {
    let below = 0n;
    let passed = 0n;
    const seen = new Set<string>();
    for (let user = users.get(memberId); user && !seen.has(user.userId); user = user.parentId ? users.get(user.parentId) : undefined) {
      seen.add(user.userId);
      const share = user.role === 'MEM' ? 0n : user.share;
      const own = user.role === 'ADMIN' ? strike - passed : scaleDown(strike * (share - below));
      passed += own;
      add(user.userId, { strike, own, upline: strike - passed });
      if (user.role === 'ADMIN') break;
      below = share;
    }
  }
  return borne;
}
