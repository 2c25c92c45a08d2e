// Fixed Setting and Fixed Process under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Fixed"; the
// requirements name the calls only, the bodies are ours: docs/decisions/fixed-process.md).
// GET selectFixedSetting / PUT updateFixedSetting: whether and when a location's fixed bets are placed
// on its new draws by an automatic run. GET selectProcessJob: the runs (automatic or started by hand),
// with progress and every refusal; POST updateProcessJob: start a run on a chosen draw now.
import { z } from './zod';
import { isoDateSchema, isoDateTimeSchema, locIdSchema, queryIdSchema } from './common';
import { daysSchema } from './fixed-bets';

/** The automatic run of a draw starts at most this many hours before its close (null: as soon as it is next). */
export const MAX_LEAD_HOURS = 168;

export const fixedSettingQuerySchema = z.object({ LocId: locIdSchema });

/** PUT updateFixedSetting?LocId= */
export const updateFixedSettingBodySchema = z.object({
  Auto: z.boolean({ error: 'Auto must be true or false.' }),
  LeadHours: z
    .number({ error: `Lead hours must be a whole number from 0 to ${MAX_LEAD_HOURS}.` })
    .int(`Lead hours must be a whole number from 0 to ${MAX_LEAD_HOURS}.`)
    .min(0, `Lead hours must be a whole number from 0 to ${MAX_LEAD_HOURS}.`)
    .max(MAX_LEAD_HOURS, `Lead hours must be a whole number from 0 to ${MAX_LEAD_HOURS}.`)
    .nullable(),
  /** The draw weekdays automatic runs cover (0 = Sunday), among the location's draw days. */
  Days: daysSchema,
});
export type UpdateFixedSettingBody = z.input<typeof updateFixedSettingBodySchema>;

/** GET selectFixedSetting and the answer of PUT updateFixedSetting. */
export const fixedSettingSchema = z.object({
  LocId: z.string(),
  Auto: z.boolean(),
  /** Null: a draw's run starts as soon as it is the next draw of a fixed bet. */
  LeadHours: z.number().int().min(0).max(MAX_LEAD_HOURS).nullable(),
  Days: z.array(z.number().int().min(0).max(6)),
  /** The location's draw weekdays: the Days that may be picked. */
  DrawDays: z.array(z.number().int().min(0).max(6)),
  /** Null while the location uses the defaults. */
  UpdatedDate: isoDateTimeSchema.nullable(),
  UpdatedBy: z.string().nullable(),
});
export type FixedSetting = z.infer<typeof fixedSettingSchema>;

export const processTriggerSchema = z.enum(['AUTO', 'MANUAL']);
export const processStatusSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);

/** One member's fixed bets the run could not place on the draw, and why (the placement's own message). */
export const processFailureSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  FixedBetIds: z.array(z.number().int().positive()),
  Reason: z.string(),
});
export type ProcessFailure = z.infer<typeof processFailureSchema>;

export const processRunSchema = z.object({
  JobId: z.number().int().positive(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  Trigger: processTriggerSchema,
  Status: processStatusSchema,
  /** 0-100. */
  Progress: z.number().int().min(0).max(100),
  /** Members (one ticket each) done so far, of Total. */
  Processed: z.number().int().nonnegative(),
  Total: z.number().int().nonnegative(),
  /** Tickets placed by this run. */
  Placed: z.number().int().nonnegative(),
  /** Members whose fixed bets were on the draw already (placed by an earlier run). */
  AlreadyPlaced: z.number().int().nonnegative(),
  Failures: z.array(processFailureSchema),
  StartedBy: z.string(),
  CreatedDate: isoDateTimeSchema,
  FinishedDate: isoDateTimeSchema.nullable(),
  /** A FAILED run's message. */
  Error: z.string().nullable(),
});
export type ProcessRun = z.infer<typeof processRunSchema>;

/** A draw a run may be started on: the open ones and the latest closed ones. */
export const processDrawSchema = z.object({
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  CloseDate: isoDateTimeSchema,
  Open: z.boolean(),
});

/** GET selectProcessJob?LocId=&JobId? : the latest runs (or the one), newest first, and the draws. */
export const processJobQuerySchema = z.object({ LocId: locIdSchema, JobId: queryIdSchema('JobId').optional() });
export const processJobPageSchema = z.object({
  Runs: z.array(processRunSchema),
  Draws: z.array(processDrawSchema),
});
export type ProcessJobPage = z.infer<typeof processJobPageSchema>;

/** POST updateProcessJob?LocId= : a run on the draw now (a run of the draw under way is answered instead). */
export const startProcessBodySchema = z.object({
  DrawId: z.number({ error: 'Pick a draw.' }).int('Pick a draw.').positive('Pick a draw.').max(2_147_483_647, 'Pick a draw.'),
});
export const startedProcessSchema = z.object({ Run: processRunSchema, Started: z.boolean() });
export type StartedProcess = z.infer<typeof startedProcessSchema>;
