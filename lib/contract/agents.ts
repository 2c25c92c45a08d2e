// GET /api/v1/{4d|tt}/agents/directDownLine, agents/search, agents/profile; POST agents (?Simple=true);
// PUT agents, agents/position, agents/credit; DELETE agents/{ParentId}/{UserId}; and the create/edit
// form data profileNewFull, profileEditFull, profileTNewFull, profileTEditFull. Money, rates and flags
// of a user are those of the request's location: its game decides the share (dShare on 4D locations,
// tShare on TT) and the commission grid (docs/product.md#validation-rules). The building blocks here serve players.ts too.
import { z } from './zod';
import { locIdSchema, moneySchema, queryFlagSchema, requiredText, roleSchema, singleLine, userIdSchema } from './common';
import { toMoney } from '@/lib/domain/money';

// ---- Building blocks ----------------------------------------------------------------------------

/** A new user's id: 3 to 20 letters, digits or _, stored in lower case (sign-in ids are case-insensitive). */
export const newUserIdSchema = z
  .string({ error: 'User ID is required.' })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,20}$/, 'User ID must be 3 to 20 letters, digits or _.')
  .transform((value) => value.toLowerCase());

export const userNameSchema = requiredText('Name', 60);

/** Checked by the platform against the password rules (lib/domain/password-rules.ts). */
export const newPasswordSchema = singleLine(z.string({ error: 'Password is required.' }).max(128, 'Password is too long.'), 'Password');

const CREDIT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/** Credit as sent: "5000", "5000.5", "5000.00" or a JSON number; answered as money ("5000.00"). */
export const creditInputSchema = z
  .union([z.string(), z.number()], { error: 'Credit must be an amount such as 5000.00.' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(CREDIT_TEXT, 'Credit must be an amount such as 5000.00 (at most 2 decimals, no sign).'))
  .transform((value) => toMoney(value));

/** A rate as sent: a JSON number or its decimal text; the platform checks it against the docs/product.md#validation-rules grid and the caps. */
export function rateInputSchema(label: 'Share' | 'Commission' | 'Tax') {
  return z
    .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)], {
      error: `${label} must be a number such as 0.05.`,
    })
    .pipe(z.number().min(0, `${label} may not be negative.`).max(1, `${label} may not exceed 1.`));
}

/** A flag as sent: true/false, or 1/0 (dEnableViewShareClaim is 0 or 1 on the profile). */
const flagInputSchema = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Use true or false.' }).transform(Boolean);

/** Every flag an agent carries (docs/product.md#entities-and-fields), in the profile's order. */
export const AGENT_FLAGS = [
  'EnableCreateAgent',
  'EnableCreateDownline',
  'EnablePlaceBet',
  'EnableUpload',
  'disablePlaceBetAndFixedBet',
  'GroupReportDisabled',
  'GroupReportBreakdownDisabled',
  'dEnableViewShareClaim',
  'tOutSetting1Enabled',
] as const;
export type FlagName = (typeof AGENT_FLAGS)[number];

/** The flags a player (member) carries; the others mean nothing for a member and stay false. */
export const PLAYER_FLAGS = ['EnablePlaceBet', 'disablePlaceBetAndFixedBet'] as const satisfies readonly FlagName[];

/**
 * Rights: a parent grants one only when it holds it itself (the company holds them all). The other
 * flags are restrictions (they take a right away), which whoever edits the user may set or clear.
 */
export const GRANTED_FLAGS = [
  'EnableCreateAgent',
  'EnableCreateDownline',
  'EnablePlaceBet',
  'EnableUpload',
  'dEnableViewShareClaim',
  'tOutSetting1Enabled',
] as const satisfies readonly FlagName[];

export const flagNameSchema = z.enum(AGENT_FLAGS);

const agentFlagInputs = Object.fromEntries(AGENT_FLAGS.map((name) => [name, flagInputSchema.optional()])) as Record<
  FlagName,
  z.ZodOptional<typeof flagInputSchema>
>;

// ---- Queries ------------------------------------------------------------------------------------

/** directDownLine: the direct downline of UserId (default: the caller; an admin sub-account: the company). */
export const downLineQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });

/** agents/search: txtSearch matches a downline agent's id or name (case-insensitive, part of it); empty lists them all. */
export const agentSearchQuerySchema = z.object({
  LocId: locIdSchema,
  UserId: userIdSchema.optional(),
  txtSearch: singleLine(z.string().trim().max(40, 'txtSearch is too long.'), 'txtSearch').optional(),
});

/** agents/profile and players/profile. */
export const downlineProfileQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema });

/** POST agents?Simple=true takes the short form. */
export const createAgentQuerySchema = z.object({ LocId: locIdSchema, Simple: queryFlagSchema.optional() });

/** DELETE agents/{ParentId}/{UserId} and players/{ParentId}/{UserId}. */
export const deleteParamsSchema = z.object({ ParentId: userIdSchema, UserId: userIdSchema });

// ---- Answers ------------------------------------------------------------------------------------

/** A user of the downline lists, with its money and rates in the request's location. */
export const downlineUserSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  Role: roleSchema,
  ParentId: z.string().nullable(),
  Rank: z.number().int().nonnegative(),
  LocId: z.string(),
  Credit: moneySchema,
  AccBal: moneySchema,
  CreditLeft: moneySchema,
  /** The credit its own direct downline holds (what it gave out) in the location. */
  DownlineCredit: moneySchema,
  /** Its direct downline users (any role). */
  Downlines: z.number().int().nonnegative(),
  /** dShare in a 4D location, tShare in TT; 0 for players. */
  Share: z.number().min(0).max(1),
  Commission: z.number().min(0).max(1),
  Tax: z.number().min(0).max(0.01),
  EnableCreateAgent: z.boolean(),
  EnableCreateDownline: z.boolean(),
  EnablePlaceBet: z.boolean(),
  EnableUpload: z.boolean(),
  disablePlaceBetAndFixedBet: z.boolean(),
  GroupReportDisabled: z.boolean(),
  GroupReportBreakdownDisabled: z.boolean(),
  dEnableViewShareClaim: z.union([z.literal(0), z.literal(1)]),
  tOutSetting1Enabled: z.boolean(),
  /** Must change its password at the next sign-in (every new user until it does). */
  updatePassword: z.boolean(),
  CreatedDate: z.iso.datetime(),
});
export type DownlineUser = z.infer<typeof downlineUserSchema>;
/** By UserId. */
export const downlineUserListSchema = z.array(downlineUserSchema);

// ---- Changes ------------------------------------------------------------------------------------

/** Money and rates of one location of a new agent. */
const agentAccountInput = {
  Credit: creditInputSchema.optional(),
  Share: rateInputSchema('Share').optional(),
  Commission: rateInputSchema('Commission').optional(),
  Tax: rateInputSchema('Tax').optional(),
};

/**
 * POST agents (full form). The top-level Credit, Share, Commission and Tax are for the request's
 * location; Locations may set other locations of the parent. Every location of the parent is opened
 * for the new agent, at 0 where nothing is given. ParentId: default the caller (see downLineQuerySchema).
 */
export const createAgentSchema = z.object({
  UserId: newUserIdSchema,
  UserName: userNameSchema,
  Password: newPasswordSchema,
  ParentId: userIdSchema.optional(),
  ...agentAccountInput,
  Locations: z
    .array(z.object({ LocId: locIdSchema, ...agentAccountInput }))
    .max(16, 'Too many locations.')
    .optional(),
  ...agentFlagInputs,
});
export type CreateAgentInput = z.infer<typeof createAgentSchema>;

/** POST agents?Simple=true: id, name, password and credit; every rate 0 and every flag false. */
export const createAgentSimpleSchema = z.object({
  UserId: newUserIdSchema,
  UserName: userNameSchema,
  Password: newPasswordSchema,
  ParentId: userIdSchema.optional(),
  Credit: creditInputSchema.optional(),
});

/** PUT agents: the profile (name and flags); what is left out stays. */
export const updateAgentSchema = z.object({ UserId: userIdSchema, UserName: userNameSchema.optional(), ...agentFlagInputs });
export type UpdateAgentInput = z.infer<typeof updateAgentSchema>;

/** PUT agents/position: share, commission and tax in the request's location; what is left out stays. */
export const agentPositionSchema = z.object({
  UserId: userIdSchema,
  Share: rateInputSchema('Share').optional(),
  Commission: rateInputSchema('Commission').optional(),
  Tax: rateInputSchema('Tax').optional(),
});
export type AgentPositionInput = z.infer<typeof agentPositionSchema>;

/** PUT agents/credit: the credit in the request's location. */
export const agentCreditSchema = z.object({ UserId: userIdSchema, Credit: creditInputSchema });

// ---- The create and edit forms ------------------------------------------------------------------

/**
 * profileNewFull / profileTNewFull: ParentId (default as directDownLine) and Role (AG, the default, or
 * MEM) of the user to create. profileEditFull / profileTEditFull: UserId of the user to edit.
 */
export const profileFormQuerySchema = z.object({
  LocId: locIdSchema,
  UserId: userIdSchema.optional(),
  ParentId: userIdSchema.optional(),
  Role: z.enum(['AG', 'MEM'], { error: 'Role must be AG or MEM.' }).optional(),
});

/** What a create or edit form needs: choices capped by the parent (and, on edit, floored by the user's downline). */
export const profileFormSchema = z.object({
  LocId: z.string(),
  Game: z.enum(['4D', 'TT']),
  Role: z.enum(['AG', 'MEM']),
  Parent: z.object({ UserId: z.string(), UserName: z.string(), IsCompany: z.boolean() }),
  /** The most credit the user may hold here: what the parent has left to give (plus the user's own, on edit); null: no limit (the company). */
  MaxCredit: moneySchema.nullable(),
  /** The least: what the user's own downline holds (0.00 for a new user). */
  MinCredit: moneySchema,
  /** The docs/product.md#validation-rules choices between the bounds, ascending; Share and Tax are empty for players. */
  Share: z.array(z.number()),
  Commission: z.array(z.number()),
  Tax: z.array(z.number()),
  /** The flags this form may set on the user: its role's flags, less the rights its parent does not hold. */
  Flags: z.array(flagNameSchema),
  /** Edit: the user as it is now. */
  User: downlineUserSchema.nullable(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
