// The audit log's rows as the report table shows them: the time, who, what, whom, and what changed as
// readable before and after values ("Credit limit: 1,000.00 → 2,000.00", with names for ids; see
// lib/domain/audit-changes.ts). Pure; the page passes its translations and the platform's names in.
import type { AuditRow } from '@/lib/contract/audits';
import { changeLines, type ChangeWords } from '@/lib/domain/audit-changes';
import { localDateTime } from '@/lib/domain/tickets';

export interface AuditTableRow {
  [field: string]: string | number;
  AuditId: number;
  At: string;
  When: string;
  ActorId: string;
  Action: string;
  Entity: string;
  EntityId: string;
  TargetUserId: string;
  LocId: string;
  Changes: string;
}

export interface AuditWords extends ChangeWords {
  /** An action's label: Created, Changed, Deleted. */
  action: (action: string) => string;
  /** A resource's name: payment, ticket, fixed bet... */
  entity: (entity: string) => string;
}

export function auditTableRow(row: AuditRow, words: AuditWords): AuditTableRow {
  return {
    AuditId: row.AuditId,
    At: row.At,
    When: localDateTime(row.At),
    ActorId: row.ActorId,
    Action: words.action(row.Action),
    Entity: words.entity(row.Entity),
    EntityId: row.EntityId,
    TargetUserId: row.TargetUserId ?? '',
    LocId: row.LocId ?? '',
    Changes: changeLines(row.Before, row.After, words).join('; '),
  };
}
