// Who may administer draws and results: an ADMIN granted DrawSetting (or '*'), spec 001 §6 "Draw
// Setting needs DrawSetting". Agents, members and an admin sub-account without the grant get 403 with
// no change: a missing right is no secret (as with BetEntry in bets-rights.ts), unlike an object of
// another location or branch, which is a 404.
import { hasPermission } from '@/lib/domain/menu-rules';
import type { Db } from '../db/client';
import { PlatformError } from '../errors';
import { grantsOf, type UserRow } from './users';

export const DRAW_SETTING_REFUSAL = 'Draw settings need an admin with the DrawSetting permission.';

/** Whether the user may create and edit draws, enter and reset results and run the result jobs. */
export async function mayAdministerDraws(db: Db, actor: UserRow): Promise<boolean> {
  return actor.role === 'ADMIN' && hasPermission(await grantsOf(db, actor.userId), 'DrawSetting');
}

/** 403 unless the actor may administer draws. */
export async function assertDrawSetting(db: Db, actor: UserRow): Promise<void> {
  if (!(await mayAdministerDraws(db, actor))) throw PlatformError.forbidden(DRAW_SETTING_REFUSAL);
}
