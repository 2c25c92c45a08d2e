// GET /api/v1/{4d|tt}/loc and locIdAvailable.
import { z } from './zod';
import { gameSchema, locIdSchema, pathPrefixSchema, queryFlagSchema, userIdSchema } from './common';

/** A location the signed-in user may use, with what a client needs to build its calls. */
export const locationSchema = z.object({
  LocId: z.string(),
  Loc: z.string(),
  Game: gameSchema,
  /** The path prefix of the location's calls. */
  Prefix: pathPrefixSchema,
  IsDefault: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.array(locationSchema);

export const locIdAvailableQuerySchema = z.object({
  LocId: locIdSchema,
  /** Whose locations; defaults to the signed-in user. Must be the user or in its downline. */
  UserId: userIdSchema.optional(),
  /** true: every location of the platform (admins only; used when creating a top-level account). */
  IsTop: queryFlagSchema.optional(),
});
export const locIdAvailableItemSchema = z.object({ LocId: z.string(), Loc: z.string() });
export const locIdAvailableListSchema = z.array(locIdAvailableItemSchema);
