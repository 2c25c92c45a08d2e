// GET /api/v1/{4d|tt}/players/directDownLine and players/profile; POST players; PUT players/update;
// DELETE players/{ParentId}/{UserId}. A player (member, Role MEM) has credit and a commission per
// location and two flags; the lists and the answers use the downline row of agents.ts.
import { z } from './zod';
import { userIdSchema } from './common';
import { creditInputSchema, newPasswordSchema, newUserIdSchema, rateInputSchema, userNameSchema } from './agents';

export {
  deleteParamsSchema,
  downLineQuerySchema,
  downlineProfileQuerySchema,
  downlineUserListSchema,
  downlineUserSchema,
  PLAYER_FLAGS,
  type DownlineUser,
} from './agents';

const playerFlagInputs = {
  EnablePlaceBet: z.boolean({ error: 'Use true or false.' }).optional(),
  disablePlaceBetAndFixedBet: z.boolean({ error: 'Use true or false.' }).optional(),
};

/**
 * POST players: Credit and Commission are for the request's location (0 when left out); every other
 * location of the parent is opened at 0. ParentId: default the caller (an admin sub-account: the company).
 */
export const createPlayerSchema = z.object({
  UserId: newUserIdSchema,
  UserName: userNameSchema,
  Password: newPasswordSchema,
  ParentId: userIdSchema.optional(),
  Credit: creditInputSchema.optional(),
  Commission: rateInputSchema('Commission').optional(),
  ...playerFlagInputs,
});
export type CreatePlayerInput = z.infer<typeof createPlayerSchema>;

/** PUT players/update: name, flags, and credit and commission in the request's location; what is left out stays. */
export const updatePlayerSchema = z.object({
  UserId: userIdSchema,
  UserName: userNameSchema.optional(),
  Credit: creditInputSchema.optional(),
  Commission: rateInputSchema('Commission').optional(),
  ...playerFlagInputs,
});
export type UpdatePlayerInput = z.infer<typeof updatePlayerSchema>;

/** The refusal of DELETE players/... while the player has live bets on draws without a result (409). */
export const PLAYER_OPEN_BETS_MESSAGE = 'The player has open bets and cannot be deleted.';
