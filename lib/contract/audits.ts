// GET /api/v1/{4d|tt}/audits (spec 001 §7 "Audit"): the audit log, newest first, with filters. Every
// change made through the platform wrote one row: who (ActorId), when, what (Entity, EntityId, Action),
// whom it concerns (TargetUserId), where (LocId) and the changed fields before and after (never a
// secret). Admins only (spec 001 §6: Utilities is the admin's menu).
import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './bets';
import { isoDateSchema, isoDateTimeSchema, locIdSchema, requiredText, userIdSchema } from './common';

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
/** The longest range one query covers. */
export const MAX_AUDIT_DAYS = 366;
const DAY_MS = 86_400_000;

function pageNumber(label: string, max: number, fallback: number) {
  return requiredText(label, 6)
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1.`).max(max, `${label} may be at most ${max}.`))
    .default(fallback);
}

export const auditQuerySchema = z
  .object({
    LocId: locIdSchema,
    /** The actor: who made the change. */
    UserId: userIdSchema.optional(),
    TargetUserId: userIdSchema.optional(),
    Entity: requiredText('Entity', 32).regex(/^[A-Za-z]+$/, 'Entity is a resource name such as payment.').optional(),
    Action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
    /** Local (GMT+8) dates, both included. */
    DateFrom: isoDateSchema.optional(),
    DateTo: isoDateSchema.optional(),
    PageIndex: pageNumber('PageIndex', 1_000_000, 1),
    PageSize: pageNumber('PageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (!query.DateFrom || !query.DateTo) return;
    if (query.DateFrom > query.DateTo) ctx.addIssue({ code: 'custom', path: ['DateTo'], message: 'DateFrom may not be after DateTo.' });
    else if (Date.parse(query.DateTo) - Date.parse(query.DateFrom) >= MAX_AUDIT_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['DateTo'], message: `A range covers at most ${MAX_AUDIT_DAYS} days.` });
    }
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

const fieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const auditRowSchema = z.object({
  AuditId: z.number().int().positive(),
  At: isoDateTimeSchema,
  ActorId: z.string(),
  Entity: z.string(),
  EntityId: z.string(),
  Action: z.enum(AUDIT_ACTIONS),
  TargetUserId: z.string().nullable(),
  LocId: z.string().nullable(),
  Before: fieldsSchema,
  After: fieldsSchema,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  Items: z.array(auditRowSchema),
  Total: z.number().int().nonnegative(),
  PageIndex: z.number().int().positive(),
  PageSize: z.number().int().positive(),
  /** Every entity in the log, for the filter's choices. */
  Entities: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
