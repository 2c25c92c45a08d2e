import 'server-only';
import { sessionListSchema, sessionSettingSchema, type SessionList, type SessionSetting } from '@/lib/contract/sessions';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET sessions: the signed-in user's own live sessions, the current one first (docs/decisions/sessions.md). */
export function ownSessionsOf(session: SignedInSession): Promise<SessionList> {
  return scopedJson(session, 'sessions', sessionListSchema);
}

/** GET sessionSetting: the idle timeout (admins with AdminEdit; the platform refuses anyone else). */
export function sessionSettingOf(session: SignedInSession): Promise<SessionSetting> {
  return scopedJson(session, 'sessionSetting', sessionSettingSchema);
}
