// GET /api/v1/{4d|tt}/audits (docs/product.md#call-catalogue "Audit"): the audit log, newest first, with filters. Every
// change made through the platform wrote one row: who (ActorId), when, what (Entity, EntityId, Action),
// whom it concerns (TargetUserId), where (LocId) and the changed fields before and after (never a
// secret). Admins only (docs/product.md#roles-and-permissions: Utilities is the admin's menu).
import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './bets';
import { checkDateRange, dateSchema, isoDateTimeSchema, locIdSchema, queryNumberSchema, requiredText, userIdSchema } from './common';

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
/** The longest range one query covers. */
export const MAX_AUDIT_DAYS = 366;

export const auditQuerySchema = z
  .object({
    LocId: locIdSchema,
    /** The actor: who made the change. */
    UserId: userIdSchema.optional(),
    TargetUserId: userIdSchema.optional(),
    Entity: requiredText('Entity', 32).regex(/^[A-Za-z]+$/, 'Entity is a resource name such as payment.').optional(),
    Action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
    /** Operator dates, both included. */
    DateFrom: dateSchema('DateFrom').optional(),
    DateTo: dateSchema('DateTo').optional(),
    PageIndex: queryNumberSchema('PageIndex', 1, 1_000_000, 1),
    PageSize: queryNumberSchema('PageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  })
  .superRefine(checkDateRange(MAX_AUDIT_DAYS, 'DateFrom', 'DateTo'));
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
  /** The names of the users and locations the page's rows name, by id, so the changes read with names. */
  Names: z
    .object({ Users: z.record(z.string(), z.string()), Locations: z.record(z.string(), z.string()) })
    .default({ Users: {}, Locations: {} }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
