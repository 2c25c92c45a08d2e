import 'server-only';
import { riskBoardSchema, type RiskBoard } from '@/lib/contract/risk-board';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET riskBoard: the 4D location's next draw, per number (the live risk board). */
export function riskBoardOf(session: SignedInSession): Promise<RiskBoard> {
  return scopedJson(session, 'riskBoard', riskBoardSchema);
}
