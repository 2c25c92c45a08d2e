import type { z } from 'zod';
import { registrySchema, type Site } from './schema';

/** Names an issue's entry by index and, when the raw entry has one, by key. */
function describe(raw: unknown, issue: z.core.$ZodIssue): string {
  const [index, ...rest] = issue.path;
  if (typeof index !== 'number') return `registry: ${issue.message}`;
  const entry: unknown = Array.isArray(raw) ? raw[index] : undefined;
  const key = entry && typeof entry === 'object' && 'key' in entry ? String(entry.key) : '?';
  const field = rest.length > 0 ? ` ${rest.map(String).join('.')}` : '';
  return `entry ${index} (${key})${field}: ${issue.message}`;
}

/** Validates registry data, throwing one error that lists every bad entry. */
export function parseRegistry(raw: unknown): readonly Site[] {
  const result = registrySchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${describe(raw, issue)}`);
  throw new Error(`Invalid sites/registry.json:\n${lines.join('\n')}`);
}
