// The audit log: every change made through the platform writes one row, in the same
// transaction as the change, so a change and its record land or fail together. Before and after hold
// the changed fields only, never a secret (password hashes, tokens).
import type { Db } from '../../db/client';
import { audits } from '../../db/schema';

export type AuditAction = 'CREATE' | 'UPDATE' | 'DELETE';

export interface AuditEntry {
  actorId: string;
  /** The resource: 'agent', 'player', 'payment', 'permission', 'password', 'draw', 'result', ... */
  entity: string;
  entityId: string | number;
  action: AuditAction;
  /** The user the change concerns, when it concerns one. */
  targetUserId?: string | null;
  locId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const SECRET_FIELDS = /password|hash|token|secret/i;

/** A copy without secret fields (a value under such a key becomes '***'). */
function withoutSecrets(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_FIELDS.test(key) ? '***' : item]));
}

/** Records one change; call it with the transaction that makes the change. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(audits).values({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    locId: entry.locId ?? null,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}
