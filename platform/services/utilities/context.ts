// What the Utilities and SMS services read from a request: the database, the caller, the location, the clock.
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import type { LocationRow } from '../users/locations';
import type { UserRow } from '../users/users';

export interface UtilityContext {
  db: Db;
  actor: UserRow;
  location: LocationRow;
  now: Date;
}

/** Backup ARA and Credit Recal are non-TT (docs/product.md#roles-and-permissions): under TT they name nothing. */
export function fourDLocation(context: UtilityContext, page: string): string {
  if (context.location.game !== '4D') throw PlatformError.notFound(`${page} is for 4D locations only.`);
  return context.location.locId;
}
