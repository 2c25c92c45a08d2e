// Platform settings: one JSON value per key, each checked by its schema on the way in and out.
import { z } from 'zod';
import { maintenanceSchema, mobileAppDataSchema } from '@/lib/contract/settings';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export const settingSchemas = {
  maintenance: maintenanceSchema,
  captcha: z.object({ enabled: z.boolean() }),
  passwordAllowLowercase: z.boolean(),
  mobileAppData: mobileAppDataSchema,
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type SettingValues = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };

export const DEFAULT_SETTINGS: SettingValues = {
  maintenance: { enabled: false, time: null },
  captcha: { enabled: false },
  passwordAllowLowercase: false,
  mobileAppData: { downloadUrl: '', iosDownloadUrl: '' },
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
  };
}

export function settingRows(values: SettingValues): { key: string; value: unknown }[] {
  return (Object.keys(values) as SettingKey[]).map((key) => ({ key, value: settingSchemas[key].parse(values[key]) }));
}
