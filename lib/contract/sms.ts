// The SMS menu's agents and subscriptions (docs/decisions/sms-subscriptions.md), admin only, per location.
// GET getSMSAgent, POST addSMSAgent {UserId}, DELETE deleteSMSAgent/{id}. Subscriptions: a user, a kind
// (RESULT or STRIKE) and the phone (the user's registered mobile): GET mSMSSubscribeTree (result
// subscriptions), mSMSSubscribeStrikeTree (strike subscriptions), dSMSSubscribeStrikeTree (the users who
// may subscribe, with their mobile and what they have), SMSSubscribeById?Id, POST insertMultiSMSSubscribe
// {Kind, UserIds}, DELETE SMSSubscribe {Ids}.
import { z } from './zod';
import { bodyIdSchema, isoDateTimeSchema, queryIdSchema, userIdSchema } from './common';

export const SMS_KINDS = ['RESULT', 'STRIKE'] as const;
export const smsKindSchema = z.enum(SMS_KINDS, { error: 'Kind must be RESULT or STRIKE.' });
export type SmsKind = z.infer<typeof smsKindSchema>;

export const smsAgentSchema = z.object({ Id: z.number().int(), UserId: z.string(), UserName: z.string(), Mobile: z.string(), CreatedBy: z.string(), CreatedAt: isoDateTimeSchema });
export type SmsAgent = z.infer<typeof smsAgentSchema>;
export const smsAgentListSchema = z.array(smsAgentSchema);
export const addSmsAgentBodySchema = z.object({ UserId: userIdSchema });
export const smsIdParamsSchema = z.object({ id: z.coerce.number({ error: 'The id must be a whole number.' }).pipe(bodyIdSchema('The id')) });
export const smsDeletedSchema = z.object({ Deleted: z.array(z.number().int()) });

export const smsSubscriptionSchema = z.object({
  Id: z.number().int(),
  UserId: z.string(),
  UserName: z.string(),
  Role: z.string(),
  Kind: smsKindSchema,
  Phone: z.string(),
  CreatedBy: z.string(),
  CreatedAt: isoDateTimeSchema,
});
export type SmsSubscription = z.infer<typeof smsSubscriptionSchema>;
export const smsSubscriptionListSchema = z.array(smsSubscriptionSchema);

/** A user who may subscribe: its mobile ('' when none, then it cannot) and the kinds it has. */
export const smsCandidateSchema = z.object({ UserId: z.string(), UserName: z.string(), Role: z.string(), ParentId: z.string().nullable(), Mobile: z.string(), Kinds: z.array(smsKindSchema) });
export type SmsCandidate = z.infer<typeof smsCandidateSchema>;
export const smsCandidateListSchema = z.array(smsCandidateSchema);

export const smsSubscribeByIdQuerySchema = z.object({ Id: queryIdSchema('Id') });

export const MAX_SUBSCRIBE_AT_ONCE = 100;
export const insertSubscribeBodySchema = z.object({
  Kind: smsKindSchema,
  UserIds: z.array(userIdSchema, { error: 'UserIds must be a list of user ids.' }).min(1, 'Choose at least one user.').max(MAX_SUBSCRIBE_AT_ONCE, `At most ${MAX_SUBSCRIBE_AT_ONCE} users at once.`),
});
export const insertedSubscribeSchema = z.object({ Inserted: smsSubscriptionListSchema });
export const deleteSubscribeBodySchema = z.object({
  Ids: z.array(bodyIdSchema('Each id'), { error: 'Ids must be a list of ids.' }).min(1, 'Choose at least one subscription.').max(500, 'At most 500 at once.'),
});
