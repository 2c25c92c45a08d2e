import 'server-only';
import { cache } from 'react';
import { mobileSchema, type Mobile } from '@/lib/contract/mobile';
import { profileSchema, type Profile } from '@/lib/contract/profile';
import { serverSettingsSchema, smsSettingSchema, type ServerSettings, type SmsSetting } from '@/lib/contract/settings';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The signed-in shell's reads, each under the session location's prefix. Wrapped in React's cache so
 * that a layout and its page asking for the same thing in one render cost one platform call.
 */

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
