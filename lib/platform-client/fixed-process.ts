import 'server-only';
import { fixedSettingSchema, processJobPageSchema, type FixedSetting, type ProcessJobPage } from '@/lib/contract/fixed-process';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/* The Fixed Setting and Fixed Process pages' first reads, under the session location's prefix. */

export function fixedSettingOf(session: SignedInSession): Promise<FixedSetting> {
  return scopedJson(session, 'selectFixedSetting', fixedSettingSchema);
}

export function processJobsOf(session: SignedInSession): Promise<ProcessJobPage> {
  return scopedJson(session, 'selectProcessJob', processJobPageSchema);
}
