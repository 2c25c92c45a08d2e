import 'server-only';
import { downlineUserListSchema, profileFormSchema, type DownlineUser, type ProfileForm } from '@/lib/contract/agents';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The reads of the Agent and Player pages (/admin/agents, /admin/players), under the session
 * location's prefix and LocId, each answer checked against the agents contract. Who may read what is
 * the platform's to enforce (a caller without the menu's right, or a user out of reach, is a 404).
 */

/** GET agents/directDownLine (the direct child agents of UserId, default the caller) or, with text, agents/search. */
export function agentsOf(session: SignedInSession, query: { userId?: string; search?: string } = {}): Promise<DownlineUser[]> {
  const base = { UserId: query.userId || undefined };
  return query.search
    ? scopedJson(session, 'agents/search', downlineUserListSchema, { ...base, txtSearch: query.search })
    : scopedJson(session, 'agents/directDownLine', downlineUserListSchema, base);
}

/** GET players/directDownLine: the direct members of UserId (default the caller). */
export function playersOf(session: SignedInSession, userId?: string): Promise<DownlineUser[]> {
  return scopedJson(session, 'players/directDownLine', downlineUserListSchema, { UserId: userId || undefined });
}

/** GET profileNewFull (profileTNewFull in a TT location): the create form of an agent (AG) or a player (MEM). */
export function newUserFormOf(session: SignedInSession, role: 'AG' | 'MEM'): Promise<ProfileForm> {
  const resource = session.auth.prefix === 'tt' ? 'profileTNewFull' : 'profileNewFull';
  return scopedJson(session, resource, profileFormSchema, { Role: role });
}
