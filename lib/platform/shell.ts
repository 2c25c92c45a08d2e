import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { mobileSchema, type Mobile } from '@/lib/contract/mobile';
import { profileSchema, type Profile } from '@/lib/contract/profile';
import { serverSettingsSchema, smsSettingSchema, type ServerSettings, type SmsSetting } from '@/lib/contract/settings';
import type { SignedInSession } from '@/lib/session/server';
import { platformJson } from './client';

/*
 * The signed-in shell's reads, each under the session location's prefix. Wrapped in React's cache so
 * that a layout and its page asking for the same thing in one render cost one platform call.
 */
function scopedJson<S extends z.ZodType>(session: SignedInSession, resource: string, schema: S): Promise<z.output<S>> {
  const { prefix, locId } = session.auth;
  return platformJson(`/api/v1/${prefix}/${resource}`, schema, { session, query: { LocId: locId } });
}

export const profileOf = cache((session: SignedInSession): Promise<Profile> => scopedJson(session, 'profile', profileSchema));

export const settingsOf = cache(
  (session: SignedInSession): Promise<ServerSettings> => scopedJson(session, 'settings', serverSettingsSchema),
);

export const smsSettingOf = cache(
  (session: SignedInSession): Promise<SmsSetting> => scopedJson(session, 'smsSetting', smsSettingSchema),
);

export function mobileOf(session: SignedInSession): Promise<Mobile> {
  return scopedJson(session, 'mobile', mobileSchema);
}
