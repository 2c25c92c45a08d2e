// Which tools of the Draw Setting page a draw offers (docs/decisions/results-and-settlement.md "The draw tools"), by the
// platform's own preconditions, so a button never leads to a certain refusal: the bins need sales
// closed; the books check and the bin report a result; resetting a settlement a settled result.
import type { ToolJob } from './tool-calls';

export type DrawTool = ToolJob | 'resetSettlement';

export function toolsOf(draw: { Status: 'OPEN' | 'CLOSED' | 'RESULTED' | 'CANCELLED'; Settled: boolean }): DrawTool[] {
  if (draw.Status === 'CLOSED') return ['burst', 'confirm'];
  if (draw.Status !== 'RESULTED') return [];
  return draw.Settled ? ['check', 'burst', 'confirm', 'report', 'resetSettlement'] : ['check', 'burst', 'confirm', 'report'];
}
