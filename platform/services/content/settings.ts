// Platform settings: one JSON value per key, each checked by its schema on the way in and out.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { partnerWebItemsSchema } from '@/lib/contract/lookups';
import { idleMinutesSchema, SESSION_IDLE_DEFAULT_MINUTES } from '@/lib/contract/sessions';
import { captchaSettingSchema, maintenanceSchema, mobileAppDataSchema } from '@/lib/contract/settings';
import { twoFactorPolicySchema } from '@/lib/contract/two-factor';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export const settingSchemas = {
  maintenance: maintenanceSchema,
  captcha: captchaSettingSchema,
  passwordAllowLowercase: z.boolean(),
  mobileAppData: mobileAppDataSchema,
  partnerWeb: partnerWebItemsSchema,
  /** The sessions' idle timeout (docs/decisions/sessions.md); read with every token, in SQL. */
  sessionIdleMinutes: idleMinutesSchema,
  /** Who must sign in with two-factor (docs/decisions/two-factor.md). */
  twoFactorPolicy: twoFactorPolicySchema,
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type SettingValues = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };

export const DEFAULT_SETTINGS: SettingValues = {
  maintenance: { enabled: false, time: null },
  captcha: { enabled: false },
  passwordAllowLowercase: false,
  mobileAppData: { downloadUrl: '', iosDownloadUrl: '' },
  partnerWeb: [],
  sessionIdleMinutes: SESSION_IDLE_DEFAULT_MINUTES,
  twoFactorPolicy: { RequireAdmins: false, SiteHosts: [] },
};

/** Every known setting; a missing key takes its default. A stored value that fails its schema is a bug. */
export async function readSettings(db: Db): Promise<SettingValues> {
  const rows = await db.select().from(settings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const read = <K extends SettingKey>(key: K): SettingValues[K] =>
    stored.has(key) ? (settingSchemas[key].parse(stored.get(key)) as SettingValues[K]) : DEFAULT_SETTINGS[key];
  return {
    maintenance: read('maintenance'),
    captcha: read('captcha'),
    passwordAllowLowercase: read('passwordAllowLowercase'),
    mobileAppData: read('mobileAppData'),
    partnerWeb: read('partnerWeb'),
    sessionIdleMinutes: read('sessionIdleMinutes'),
    twoFactorPolicy: read('twoFactorPolicy'),
  };
}

/** One setting by its primary key (the maintenance gate reads only this, on every call). */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValues[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (settingSchemas[key].parse(row.value) as SettingValues[K]) : DEFAULT_SETTINGS[key];
}

/** Store a setting (checked by its schema first), creating the row when it is missing. */
export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: SettingValues[K], now: Date): Promise<SettingValues[K]> {
  const checked = settingSchemas[key].parse(value) as SettingValues[K];
  await db
    .insert(settings)
    .values({ key, value: checked, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
  return checked;
}

/** serverTime on the wire: the instant without fractions of a second. */
export function toServerTime(now: Date): string {
  return now.toISOString().replace(/\.\d+Z$/, 'Z');
}

export function settingRows(values: SettingValues): { key: string; value: unknown }[] {
  return (Object.keys(values) as SettingKey[]).map((key) => ({ key, value: settingSchemas[key].parse(values[key]) }));
}
