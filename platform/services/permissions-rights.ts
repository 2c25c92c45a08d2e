// Who may manage sub-admins and set passwords for others. Each right is an ADMIN's named permission
// (spec 001 §6: Permission needs AdminEdit, Super Password needs SuperPwd); a caller without it gets
// 404 for the call, as for a resource that does not exist for it. A caller holding some names but not
// '*' hands out, takes away and overrides only the names it holds itself, so no one raises anyone
// (itself included) above its own rights.
import { hasPermission, type Permission } from '@/lib/domain/menu-rules';
import type { Db } from '../db/client';
import { PlatformError } from '../errors';
import { grantsOf, type UserRow } from './users';

/** The caller's names when it is an ADMIN holding `name` (or '*'); else 404. */
export async function assertAdminWith(db: Db, actor: UserRow, name: Permission): Promise<string[]> {
  if (actor.role !== 'ADMIN') throw PlatformError.notFound();
  const granted = await grantsOf(db, actor.userId);
  if (!hasPermission(granted, name)) throw PlatformError.notFound();
  return granted;
}

/** The names of `names` the caller does not hold ('*' holds all). */
export function namesBeyond(callerGranted: readonly string[], names: readonly string[]): string[] {
  if (callerGranted.includes('*')) return [];
  return names.filter((name) => !callerGranted.includes(name));
}

/** 403 when the target holds (or would be given or lose) a name the caller does not hold. */
export function assertWithinOwnRights(callerGranted: readonly string[], names: readonly string[], what: string, field = 'Granted'): void {
  const beyond = namesBeyond(callerGranted, names);
  if (beyond.length > 0) throw PlatformError.forbidden(`${what} needs ${beyond.join(', ')}, which you do not hold.`, field);
}
