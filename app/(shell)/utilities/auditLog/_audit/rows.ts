// The audit log's rows as the report table shows them: the local time, who, what, whom, and the
// changed fields as "Field: before → after" (a created row shows its values, a deleted one what it
// held). Pure; the page passes its translations in.
import type { AuditRow } from '@/lib/contract/audits';
import { localDateTime } from '@/lib/domain/tickets';

/** A field's value as one short line: objects and lists as compact JSON, nothing as '-'. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Every field either side names, in the order they first appear: "Field: before → after", or one side's value. */
export function changesText(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => {
      const had = before !== null && field in before;
      const has = after !== null && field in after;
      if (had && has) return `${field}: ${valueText(before[field])} → ${valueText(after[field])}`;
      return `${field}: ${valueText(had ? before?.[field] : after?.[field])}`;
    })
    .join('; ');
}

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

export function auditTableRow(row: AuditRow, actionLabel: (action: string) => string): AuditTableRow {
  return {
    AuditId: row.AuditId,
    At: row.At,
    When: localDateTime(row.At),
    ActorId: row.ActorId,
    Action: actionLabel(row.Action),
    Entity: row.Entity,
    EntityId: row.EntityId,
    TargetUserId: row.TargetUserId ?? '',
    LocId: row.LocId ?? '',
    Changes: changesText(row.Before, row.After),
  };
}
