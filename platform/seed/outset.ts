// Demo eat limits (docs/domain.md#intake-and-out): per agent and location, the most it keeps of each
// number's stakes; the rest goes up the line, and the company (admin, the top) keeps what reaches it.
// Members and users without a row eat nothing. Until the out-setting pages exist, these are the limits.
import type { outsetLimits } from '../db/schema';

type LimitRow = typeof outsetLimits.$inferInsert;

interface AgentLimits {
  /** 4D (SG and MG): per number, Big and Small. */
  big: string;
  small: string;
  /** TT: per combination, units (the amount per combination). */
  unit: string;
}

/** The nearer an agent is to its members, the less it keeps. */
export const DEMO_EAT_LIMITS: Readonly<Record<string, AgentLimits>> = {
  agent2: { big: '5.00', small: '3.00', unit: '2.00' },
  agent1: { big: '20.00', small: '10.00', unit: '5.00' },
  agent3: { big: '10.00', small: '5.00', unit: '3.00' },
};

export function demoOutsetLimits(): LimitRow[] {
  return Object.entries(DEMO_EAT_LIMITS).flatMap(([userId, limit]) => [
    { userId, locId: 'SG', big: limit.big, small: limit.small, unit: '0.00' },
    { userId, locId: 'MG', big: limit.big, small: limit.small, unit: '0.00' },
    { userId, locId: 'TT', big: '0.00', small: '0.00', unit: limit.unit },
  ]);
}
