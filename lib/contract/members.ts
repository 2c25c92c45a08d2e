// GET /api/v1/{4d|tt}/checkMemberAccess/{id}, dMemberAllRole, tMemberAllRole, dMemberByRole,
// dMemberByShare, memberTree, mMemberProfile, priorityInTakes (and PUT) and bet/userIds: the user tree
// as the signed-in user may see it (an admin: everyone; an agent: itself and its subtree; a member:
// itself). Ids are exact (stored in lower case).
import { z } from './zod';
import { gameSchema, locIdSchema, moneySchema, requiredText, roleSchema, userIdSchema } from './common';
import { profileSchema } from './profile';
import { toMoney } from '@/lib/domain/money';

/** The {id} of checkMemberAccess/{id}. */
export const memberAccessParamsSchema = z.object({ id: requiredText('The user id', 32) });

/**
 * The member-tree guard's answer: success is true only when {id} is the caller or in its downline;
 * false for anyone else, including a user that does not exist (never a 404).
 */
export const memberAccessSchema = z.object({ success: z.boolean() });
export type MemberAccess = z.infer<typeof memberAccessSchema>;

/** dMemberAllRole and memberTree: UserId roots the listing (default: the caller); outside the caller's reach it is a 404. */
export const memberListQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });

const userFields = {
  UserId: z.string(),
  UserName: z.string(),
  Role: roleSchema,
  /** The direct upline; null for the top of the tree. */
  ParentId: z.string().nullable(),
};

/** dMemberAllRole: a user below the root, any role. */
export const memberSchema = z.object({
  ...userFields,
  Rank: z.number().int().nonnegative(),
  AliasId: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
/** Sorted by Rank, then UserId. */
export const memberListSchema = z.array(memberSchema);

/** memberTree: one node of the tree; Level 0 is a root of the answer. */
export const memberTreeNodeSchema = z.object({
  ...userFields,
  Rank: z.number().int().nonnegative(),
  Level: z.number().int().nonnegative(),
});
export type MemberTreeNode = z.infer<typeof memberTreeNodeSchema>;
/** A flat list in depth-first order (each node right before its children, siblings by UserId). */
export const memberTreeSchema = z.array(memberTreeNodeSchema);

/** bet/userIds: a user bets can be placed for or searched by (the user picker's options). */
export const betUserSchema = z.object({
  ...userFields,
  /** A member with EnablePlaceBet and not disablePlaceBetAndFixedBet: new bets may be placed for it now (tickets are for members only). */
  CanPlaceBet: z.boolean(),
  /** What the user may still stake in the request's location (members only): the place-bets page shows it. */
  CreditLeft: moneySchema.optional(),
});
export type BetUser = z.infer<typeof betUserSchema>;
/** The caller first (when it holds bets), then members by UserId. */
export const betUserListSchema = z.array(betUserSchema);

// ---- More of the member tree -----------------------------------------------------------

/** dMemberByRole: Role picks the users below the root (as dMemberAllRole) of that role. */
export const memberByRoleQuerySchema = memberListQuerySchema.extend({
  Role: roleSchema.refine((role) => role !== 'ADMIN', 'Role must be AG or MEM.'),
});

/** dMemberByShare: an agent below the root taking a share of the location's win/loss, with its rates there. */
export const memberShareSchema = memberSchema.extend({
  /** dShare in a 4D location, tShare in TT (above 0 for every listed agent). */
  Share: z.number().min(0).max(1),
  Commission: z.number().min(0).max(1),
  Tax: z.number().min(0).max(0.01),
});
export type MemberShare = z.infer<typeof memberShareSchema>;
/** Share descending, then Rank, then UserId. */
export const memberShareListSchema = z.array(memberShareSchema);

/** mMemberProfile: a member's profile (UserId default: the caller), with its commission and tax in the location. */
export const memberProfileFullSchema = profileSchema.extend({
  Commission: z.number().min(0).max(1),
  Tax: z.number().min(0).max(0.01),
});
export type MemberProfileFull = z.infer<typeof memberProfileFullSchema>;
export const memberProfileOptionalQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });

const EAT_LIMIT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;
const eatLimitInput = (label: 'Big' | 'Small' | 'Unit') =>
  z
    .union([z.string(), z.number()], { error: `${label} must be an amount such as 5.00.` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(z.string().regex(EAT_LIMIT_TEXT, `${label} must be an amount such as 5.00 (at most 2 decimals, no sign).`))
    .transform((value) => toMoney(value));

/**
 * priorityInTakes (GET and PUT): a user's own eat limits in the location (outset_limits): the most it
 * keeps of each 4D number's Big and Small stakes, or of each Toto combination's units. UserId default: the caller.
 */
export const intakeQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });
export const intakeUpdateSchema = z.object({
  UserId: userIdSchema.optional(),
  Big: eatLimitInput('Big').optional(),
  Small: eatLimitInput('Small').optional(),
  Unit: eatLimitInput('Unit').optional(),
});
export type IntakeUpdate = z.infer<typeof intakeUpdateSchema>;
export const intakeSchema = z.object({
  UserId: z.string(),
  LocId: z.string(),
  Game: gameSchema,
  /** 4D: per number; 0.00 in a TT location. */
  Big: moneySchema,
  Small: moneySchema,
  /** TT: per combination; 0.00 in a 4D location. */
  Unit: moneySchema,
  /** A member never eats; the company (the top) keeps whatever reaches it, whatever its limit. */
  Eats: z.boolean(),
  UpdatedAt: z.iso.datetime().nullable(),
});
export type Intake = z.infer<typeof intakeSchema>;
