// Locations and which of them a user may use (a user_locations row grants a location).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, userLocations } from '../../db/schema';

export type LocationRow = typeof locations.$inferSelect;

const byPreference = [desc(locations.isDefault), asc(locations.sortOrder), asc(locations.locId)];

export async function findLocation(db: Db, locId: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.locId, locId));
  return row;
}

/** A location and whether the user has an account in it, in one query (every scoped call asks both). */
export async function locationOfUser(db: Db, locId: string, userId: string): Promise<{ location: LocationRow; available: boolean } | undefined> {
  const [row] = await db
    .select({ location: locations, account: userLocations.locId })
    .from(locations)
    .leftJoin(userLocations, and(eq(userLocations.locId, locations.locId), eq(userLocations.userId, userId)))
    .where(eq(locations.locId, locId));
  return row && { location: row.location, available: row.account !== null };
}

export async function listLocations(db: Db): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(...byPreference);
}

/** The user's locations, the default location first. */
export async function locationsOfUser(db: Db, userId: string): Promise<LocationRow[]> {
  const rows = await db
    .select({ location: locations })
    .from(userLocations)
    .innerJoin(locations, eq(locations.locId, userLocations.locId))
    .where(eq(userLocations.userId, userId))
    .orderBy(...byPreference);
  return rows.map((row) => row.location);
}

