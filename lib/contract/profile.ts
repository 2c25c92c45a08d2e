// GET /api/v1/{4d|tt}/profile and dMemberProfile: the signed-in profile of docs/product.md#entities-and-fields.
import { z } from './zod';
import { locIdSchema, moneySchema, roleSchema, userIdSchema } from './common';

/** The location of the profile with its branding (left style, top background, table colours). */
export const profileLocSchema = z.object({
  LocId: z.string(),
  Loc: z.string(),
  VipLeftCss: z.string(),
  VipTopBGImage: z.string(),
  ColorTbl01: z.string(),
  ColorTbl02: z.string(),
});
export type ProfileLoc = z.infer<typeof profileLocSchema>;

export const profileSchema = z.object({
  LoginId: z.string(),
  UserId: z.string(),
  UserName: z.string(),
  Role: roleSchema,
  Rank: z.number().int().nonnegative(),
  /** The direct upline; null for the top of the tree. */
  ParentId: z.string().nullable(),
  /** Permission names; '*' means every permission. */
  Granted: z.array(z.string()),
  AliasId: z.string(),
  Loc: profileLocSchema,
  Credit: moneySchema,
  AccBal: moneySchema,
  CreditLeft: moneySchema,
  /** Share of the downline's 4D win/loss (0-1). */
  dShare: z.number().min(0).max(1),
  /** Share of the downline's TT win/loss (0-1). */
  tShare: z.number().min(0).max(1),
  EnableCreateAgent: z.boolean(),
  EnableCreateDownline: z.boolean(),
  EnablePlaceBet: z.boolean(),
  EnableUpload: z.boolean(),
  disablePlaceBetAndFixedBet: z.boolean(),
  GroupReportDisabled: z.boolean(),
  GroupReportBreakdownDisabled: z.boolean(),
  /** 1 lets an agent with dShare above 0 see the 4D share claim. */
  dEnableViewShareClaim: z.union([z.literal(0), z.literal(1)]),
  tOutSetting1Enabled: z.boolean(),
  updatePassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const memberProfileQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema });
