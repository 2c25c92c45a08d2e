// GET {4d|tt}/settings (server time, next closes, app links, password and captcha flags,
// maintenance), PUT {4d|tt}/settings/maintenance and settings/captcha (full admins' switches) and
// GET {4d|tt}/smsSetting (bet-by-SMS and bot instructions of the location). Each switch is audited.
import { Hono } from 'hono';
import type { Game } from '@/lib/contract/common';
import { captchaSettingSchema, maintenanceSchema, serverSettingsSchema, smsSettingSchema } from '@/lib/contract/settings';
import type { Db } from '../db/client';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { writeAudit } from '../services/audit/write';
import { smsSettingOf } from '../services/content/location-content';
import { nextCloseOf } from '../services/draws/read';
import { locationsOfUser, type LocationRow } from '../services/users/locations';
import { readSetting, readSettings, toServerTime, writeSetting, type SettingValues } from '../services/content/settings';
import type { UserRow } from '../services/users/users';

/** Stores a setting and its audit row (the value before and after) in one transaction. */
async function auditedSetting<K extends 'maintenance' | 'captcha'>(db: Db, actor: UserRow, key: K, value: SettingValues[K], now: Date): Promise<SettingValues[K]> {
  return db.transaction(async (tx) => {
    const before = await readSetting(tx, key);
    const stored = await writeSetting(tx, key, value, now);
    await writeAudit(tx, { actorId: actor.userId, entity: 'setting', entityId: key, action: 'UPDATE', before: { ...before }, after: { ...stored } });
    return stored;
  });
}

/** The next close of a game: the current location's when it plays that game, else the user's first. */
async function nextCloseOfGame(db: Db, game: Game, current: LocationRow, mine: LocationRow[], now: Date) {
  const location = current.game === game ? current : mine.find((row) => row.game === game);
  const close = location ? await nextCloseOf(db, location.locId, now) : null;
  return { CloseDate: close?.toISOString() ?? null };
}

export const settingsRoutes = new Hono<ScopedEnv>()
  .get('/settings', async (c) => {
    const { db } = c.var.deps;
    const now = c.var.deps.now();
    const [settings, mine] = await Promise.all([readSettings(db), locationsOfUser(db, c.var.session.user.userId)]);
    const [tClose, dClose] = await Promise.all([
      nextCloseOfGame(db, 'TT', c.var.location, mine, now),
      nextCloseOfGame(db, '4D', c.var.location, mine, now),
    ]);
    return c.json(
      serverSettingsSchema.parse({
        serverDate: { ServerDate: now.toISOString() },
        serverTime: toServerTime(now),
        tClose,
        dClose,
        mobileAppData: settings.mobileAppData,
        passwordAllowLowercase: settings.passwordAllowLowercase,
        enableCaptcha: settings.captcha.enabled,
        maintenance: settings.maintenance,
      }),
    );
  })
  // Platform-wide switches, so only a full admin (ADMIN granted '*': the access table's PLATFORM_CALLS);
  // the clerk and agents get 403.
  // They work during maintenance too: the maintenance gate lets a full admin's bearer through.
  .put('/settings/maintenance', smallBody('settings'), async (c) => {
    const { db, now } = c.var.deps;
    const value = parseInput(maintenanceSchema, await readJson(c));
    // Off carries no time: a stale one would only mislead the next reader.
    const stored = await auditedSetting(db, c.var.session.user, 'maintenance', value.enabled ? value : { enabled: false, time: null }, now());
    return c.json(maintenanceSchema.parse(stored));
  })
  .put('/settings/captcha', smallBody('settings'), async (c) => {
    const { db, now } = c.var.deps;
    const value = parseInput(captchaSettingSchema, await readJson(c));
    return c.json(captchaSettingSchema.parse(await auditedSetting(db, c.var.session.user, 'captcha', value, now())));
  })
  .get('/smsSetting', async (c) => {
    const row = await smsSettingOf(c.var.deps.db, c.var.location.locId);
    return c.json(
      smsSettingSchema.parse({
        LocId: c.var.location.locId,
        SMSNumber: row?.smsNumber ?? '',
        SMSHelpdesk: row?.smsHelpdesk ?? '',
        TelegramBot: row?.telegramBot ?? '',
        OpenTime: row?.openTime ?? '',
        CloseTime: row?.closeTime ?? '',
        OpenDay: row?.openDay ?? '',
      }),
    );
  });
