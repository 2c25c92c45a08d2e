// GET {4d|tt}/profile and profile/refresh (the signed-in user), dMemberProfile?UserId= (a downline
// user), mMemberProfile?UserId= (a member, with its commission and tax), and the create/edit form data
// of agents and players: profileNewFull, profileEditFull, and their TT names profileTNewFull,
// profileTEditFull (services/hierarchy/form.ts).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { profileFormQuerySchema, profileFormSchema } from '@/lib/contract/agents';
import { memberProfileFullSchema, memberProfileOptionalQuerySchema } from '@/lib/contract/members';
import { memberProfileQuerySchema } from '@/lib/contract/profile';
import { PlatformError } from '../errors';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { assertInDownline } from '../services/users/downline';
import { profileForm } from '../services/hierarchy/form';
import { buildMemberProfile, buildProfile } from '../services/users/profile';
import { hierarchyContext } from './agents';

/**
 * profile/refresh is the same answer as profile: the platform keeps no profile cache, so both read the
 * user, its grants and its account in the location now, and recompute CreditLeft (creditLeft()).
 * The separate name is for clients: they call it after a change to the balances, and never cache it.
 */
const ownProfile = async (c: Context<ScopedEnv>) =>
  c.json(await buildProfile(c.var.deps.db, c.var.session.user, c.var.location));

/**
 * The form data. The plain names answer for the request's location whatever its game; the T names
 * are the TT form's and refuse a 4D location. A new user's form reads ParentId and Role; an edit, UserId.
 */
function formRoute(mode: 'new' | 'edit', ttOnly: boolean) {
  return async (c: Context<ScopedEnv>) => {
    if (ttOnly && c.var.location.game !== 'TT') {
      throw PlatformError.badRequest('This form is for TT locations; use the 4D form (profileNewFull or profileEditFull).', 'LocId');
    }
    const { UserId, ParentId, Role } = parseQuery(c, profileFormQuerySchema);
    if (mode === 'edit' && UserId === undefined) throw PlatformError.badRequest('UserId is required.', 'UserId');
    const form = await profileForm(hierarchyContext(c), mode === 'edit' ? { UserId } : { ParentId, Role });
    return c.json(profileFormSchema.parse(form));
  };
}

export const profileRoutes = new Hono<ScopedEnv>()
  .get('/profile', ownProfile)
  .get('/profile/refresh', ownProfile)
  .get('/dMemberProfile', async (c) => {
    const { UserId } = parseQuery(c, memberProfileQuerySchema);
    const target = await assertInDownline(c.var.deps.db, c.var.session.user, UserId);
    return c.json(await buildProfile(c.var.deps.db, target, c.var.location));
  })
  // A member's profile (UserId default: the caller); a user in reach that is not a member is a 404 too.
  .get('/mMemberProfile', async (c) => {
    const { UserId } = parseQuery(c, memberProfileOptionalQuerySchema);
    const actor = c.var.session.user;
    const target = UserId ? await assertInDownline(c.var.deps.db, actor, UserId) : actor;
    if (target.role !== 'MEM') throw PlatformError.notFound('Member not found.');
    return c.json(memberProfileFullSchema.parse(await buildMemberProfile(c.var.deps.db, target, c.var.location)));
  })
  .get('/profileNewFull', formRoute('new', false))
  .get('/profileEditFull', formRoute('edit', false))
  .get('/profileTNewFull', formRoute('new', true))
  .get('/profileTEditFull', formRoute('edit', true));
