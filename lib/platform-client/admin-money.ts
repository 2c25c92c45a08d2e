import 'server-only';
import { auditPageSchema, type AuditPage } from '@/lib/contract/audits';
import {
  paymentTypeListSchema,
  statementSchema,
  statementSumSchema,
  type Statement,
  type StatementSum,
} from '@/lib/contract/payments';
import { grantableListSchema, subAdminListSchema, type SubAdmin } from '@/lib/contract/permissions';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The reads of the money and administration pages (Payments, Payment History, Permission, Audit
 * Log), under the session location's prefix and LocId, each answer checked against its contract.
 * Who may read what is the platform's to enforce (404 outside the caller's rights or reach).
 */

/** GET selectStatementSum (V's direct agents and members) or, with `full`, selectStatementSumFull (V's downline). */
export function statementSumOf(session: SignedInSession, options: { userId?: string; full?: boolean } = {}): Promise<StatementSum> {
  return scopedJson(session, options.full ? 'selectStatementSumFull' : 'selectStatementSum', statementSumSchema, { UserId: options.userId });
}

/** GET selectStatementType: the payment types with the platform's labels. */
export function paymentTypesOf(session: SignedInSession) {
  return scopedJson(session, 'selectStatementType', paymentTypeListSchema);
}

/** GET statementByUserId: a user's movements, oldest first, over a range of local dates ('YYYY-MM-DD'). */
export function statementOf(session: SignedInSession, userId: string, range: { from?: string; to?: string } = {}): Promise<Statement> {
  return scopedJson(session, 'statementByUserId', statementSchema, { UserId: userId, DateFrom: range.from, DateTo: range.to });
}

/** GET permissions: the sub-admin accounts. */
export function subAdminsOf(session: SignedInSession): Promise<SubAdmin[]> {
  return scopedJson(session, 'permissions', subAdminListSchema);
}

/** GET permissionGranted: the names a sub-admin may be granted. */
export function grantableOf(session: SignedInSession) {
  return scopedJson(session, 'permissionGranted', grantableListSchema);
}

export interface AuditFilters {
  UserId?: string;
  TargetUserId?: string;
  Entity?: string;
  Action?: string;
  DateFrom?: string;
  DateTo?: string;
  PageIndex?: string;
  PageSize?: string;
}

/** GET audits: one page of the log, newest first. */
export function auditsOf(session: SignedInSession, filters: AuditFilters): Promise<AuditPage> {
  return scopedJson(session, 'audits', auditPageSchema, { ...filters });
}
