// The leftover calls of the catalogue (docs/decisions/platform.md "The leftover calls"): profileFull,
// PUT update-password, getCurrencyCode, getPartnerWeb, catType, catTypeDistinct, mLoadDirectDownLine,
// dShareTypeSelect and selectAllowEditShare. bet/detailDownlineFull answers bet-listings' line list.
import { z } from './zod';
import { locIdSchema, queryIdSchema, roleSchema, singleLine, userIdSchema } from './common';
import { profileSchema } from './profile';

export const currencyCodeSchema = z.object({ LocId: z.string(), CurrencyCode: z.string().length(3), Symbol: z.string() });

/** The partner sites the back office links to (the platform setting partnerWeb; none by default). */
export const partnerWebItemsSchema = z.array(z.object({ Name: z.string().min(1).max(64), Url: z.url({ protocol: /^https$/ }).max(200) })).max(20);
export const partnerWebSchema = z.object({ Items: partnerWebItemsSchema });

const catTypeSchema = z.enum(['ORDINARY', 'ROLL', 'IBET', 'KBET', 'TT', 'TT_ROLL', 'TT_SYSTEM']);
export const catTypeListSchema = z.array(z.object({ CatType: catTypeSchema, Name: z.string() }));

/** GET catTypeDistinct?LocId=[&DrawId=&UserId=]: the categories the bets of a draw in reach use. */
export const catTypeDistinctSchema = z.object({
  DrawId: z.number().int().positive().nullable(),
  Items: z.array(z.object({ CatType: catTypeSchema, Name: z.string(), Bets: z.number().int().nonnegative() })),
});

/** A query naming a user of the caller's reach (default: the caller). */
export const userQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });

export const directDownLineSchema = z.object({
  UserId: z.string(),
  Items: z.array(z.object({ UserId: z.string(), UserName: z.string(), Role: roleSchema })),
});

export const shareChoicesSchema = z.object({
  UserId: z.string(),
  Items: z.array(z.object({ Value: z.number().min(0).max(1), Text: z.string() })),
});

export const allowEditShareQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema });
export const allowEditShareSchema = z.object({
  UserId: z.string(),
  AllowEditShare: z.boolean(),
  /** The most the user's share may be (its parent's share; 1 under the company). */
  MaxShare: z.number().min(0).max(1),
});

export const profileFullSchema = profileSchema.extend({
  /** The uplines, nearest first, up to the top of the tree. */
  Upline: z.array(z.string()),
  /** The direct downline's agents and members. */
  DirectAgents: z.number().int().nonnegative(),
  DirectMembers: z.number().int().nonnegative(),
});
export type ProfileFull = z.infer<typeof profileFullSchema>;

/** PUT update-password: the signed-in user's own change, proven by its bearer and its old password. */
export const updatePasswordBodySchema = z.object({
  // Taken exactly as typed, as every password being checked (lib/contract/auth.ts).
  OldPassword: z.string({ error: 'Old password is required.' }).min(1, 'Old password is required.').max(128, 'Old password is too long.'),
  Password1: singleLine(z.string({ error: 'New password is required.' }).min(1, 'New password is required.').max(128, 'New password is too long.'), 'New password'),
  Password2: singleLine(z.string({ error: 'Confirm password is required.' }).min(1, 'Confirm password is required.').max(128, 'Confirm password is too long.'), 'Confirm password'),
});

/** GET catTypeDistinct: a draw of the location (default: the one taking bets now, else the latest) and a user of reach. */
export const catTypeDistinctQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId').optional(), UserId: userIdSchema.optional() });
