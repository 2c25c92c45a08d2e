// No escalation through sub-admins and passwords of others. Who may make those calls at all (an ADMIN
// with AdminEdit, SuperPwd) is the access table's (lib/contract/access-table.ts). Here: a caller holding
// some names but not '*' hands out, takes away and overrides only the names it holds itself, so no one
// raises anyone (itself included) above its own rights.
import { PlatformError } from '../../errors';

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
