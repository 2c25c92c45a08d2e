// GET {4d|tt}/settings (server time, next closes, app links, password and captcha flags,
// maintenance) and GET {4d|tt}/smsSetting (bet-by-SMS and bot instructions of the location).
import { Hono } from 'hono';
import type { Game } from '@/lib/contract/common';
import { serverSettingsSchema, smsSettingSchema } from '@/lib/contract/settings';
import type { Db } from '../db/client';
import type { ScopedEnv } from '../http/env';
import { smsSettingOf } from '../services/content';
import { nextCloseOf } from '../services/draws';
import { locationsOfUser, type LocationRow } from '../services/locations';
import { readSettings } from '../services/settings';

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
        serverTime: now.toISOString().replace(/\.\d+Z$/, 'Z'),
        tClose,
        dClose,
        mobileAppData: settings.mobileAppData,
        passwordAllowLowercase: settings.passwordAllowLowercase,
        enableCaptcha: settings.captcha.enabled,
        maintenance: settings.maintenance,
      }),
    );
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
