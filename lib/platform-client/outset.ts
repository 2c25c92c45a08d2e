import 'server-only';
import { betsInAnswerSchema, fullAnswerSchema, numberLimitsSchema, type BetsInAnswer, type FullAnswer, type NumberLimit } from '@/lib/contract/outset';
import { intakeSchema, type Intake } from '@/lib/contract/members';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/* The OutSet pages' reads (docs/decisions/outset.md), under the session location's prefix. */

/** GET betsIn: Choice 1 (Bets In) or 2 (Bets Out) of the draw, for the caller (the company) or UserId. */
export function betsInOf(session: SignedInSession, drawId: number, choice: '1' | '2', userId?: string): Promise<BetsInAnswer> {
  return scopedJson(session, 'betsIn', betsInAnswerSchema, { DrawId: String(drawId), Choice: choice, UserId: userId });
}

/** GET outSetting2: the agent's own per-number limits. */
export function numberLimitsOf(session: SignedInSession, userId: string): Promise<NumberLimit[]> {
  return scopedJson(session, 'outSetting2', numberLimitsSchema, { UserId: userId });
}

/** GET outSetting2Full / outSetting2Exceed of the draw for UserId. */
export function fullNumbersOf(session: SignedInSession, drawId: number, userId: string, exceed: boolean): Promise<FullAnswer> {
  return scopedJson(session, exceed ? 'outSetting2Exceed' : 'outSetting2Full', fullAnswerSchema, { DrawId: String(drawId), UserId: userId });
}

/** GET priorityInTakes: a user's default eat limits in the location (the caller's company without UserId). */
export function intakeOf(session: SignedInSession, userId?: string): Promise<Intake> {
  return scopedJson(session, 'priorityInTakes', intakeSchema, userId ? { UserId: userId } : {});
}
