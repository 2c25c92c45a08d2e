// The six signed-in users of the access tests, and what each may see of the demo tree (docs/demo.md):
// admin > (agent1 > agent2 > member1, member3, fresh1), (agent3 > member2), clerk.
import { DEMO_USERS, PASSWORDS } from './demo';
import type { Platform } from './harness';

export const ACTORS = ['admin', 'clerk', 'agent1', 'agent2', 'agent3', 'member1'] as const;
export type Actor = (typeof ACTORS)[number];

export const EVERYONE = DEMO_USERS.map((user) => user.UserId);

/** Each actor itself and every user below it; admins (the clerk too) see everyone. */
export const VISIBLE: Record<Actor, string[]> = {
  admin: EVERYONE,
  clerk: EVERYONE,
  agent1: ['agent1', 'agent2', 'member1', 'member3', 'fresh1'],
  agent2: ['agent2', 'member1', 'member3', 'fresh1'],
  agent3: ['agent3', 'member2'],
  member1: ['member1'],
};

/** The users of another branch (or above): always there, never visible to the actor. */
export const hiddenFrom = (actor: Actor) => EVERYONE.filter((userId) => !VISIBLE[actor].includes(userId));

/** A user and everyone below it, from the demo users' parents (docs/demo.md). */
export function subtreeOf(userId: string): string[] {
  const children = DEMO_USERS.filter((user) => user.ParentId === userId).map((user) => user.UserId);
  return [userId, ...children.flatMap(subtreeOf)];
}

/** Signs every actor in before the tests of the file; the map fills in beforeAll. */
export function useActorTokens(platform: Platform): Record<Actor, string> {
  const tokens = Object.fromEntries(ACTORS.map((actor) => [actor, ''])) as Record<Actor, string>;
  beforeAll(async () => {
    for (const actor of ACTORS) tokens[actor] = await platform.signIn(actor, PASSWORDS[actor] ?? '');
  });
  return tokens;
}

/** Path prefix and LocId of a location: `/api/v1/4d/<resource>?LocId=SG`. */
export function scoped(resource: string, locId = 'SG', query = ''): string {
  return `/api/v1/${locId === 'TT' ? 'tt' : '4d'}/${resource}?LocId=${locId}${query ? `&${query}` : ''}`;
}
