// Demo settlement: every past demo draw is settled through the platform's own settleDraw,
// one draw at a time in draw order, as if each had been settled when it was drawn, so AccBal,
// CreditLeft and every report show real figures for the demo users.
import type { Db } from '../db/client';
import { settleDraw } from '../services/settlement/settle';

export interface DrawnDraw {
  drawId: number;
  drawAt: Date;
}

/** Settles the draws in draw order; each one's settled_at is its draw time. */
export async function settlePastDraws(tx: Db, drawn: readonly DrawnDraw[]): Promise<void> {
  const ordered = [...drawn].sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime() || a.drawId - b.drawId);
  for (const draw of ordered) await settleDraw(tx, draw.drawId, { now: draw.drawAt });
}
