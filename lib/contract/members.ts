// GET /api/v1/{4d|tt}/checkMemberAccess/{id}, dMemberAllRole, memberTree and bet/userIds: the user tree
// as the signed-in user may see it (an admin: everyone; an agent: itself and its subtree; a member:
// itself). Ids are exact (stored in lower case).
import { z } from './zod';
import { locIdSchema, moneySchema, requiredText, roleSchema, userIdSchema } from './common';

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
