// GET /api/v1/{4d|tt}/settings and smsSetting.
import { z } from './zod';
import { isoDateTimeSchema } from './common';

export const mobileAppDataSchema = z.object({ downloadUrl: z.string(), iosDownloadUrl: z.string() });
export type MobileAppData = z.infer<typeof mobileAppDataSchema>;

export const maintenanceSchema = z
  .object({
    enabled: z.boolean(),
    /** When maintenance is expected to end (ISO 8601); required while it is on, null when off. */
    time: isoDateTimeSchema.nullable(),
  })
  .refine((value) => !value.enabled || value.time !== null, {
    message: 'Give the time maintenance is expected to end.',
    path: ['time'],
  });
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** PUT {4d|tt}/settings/captcha: whether every sign-in needs a captcha. */
export const captchaSettingSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false.' }) });
export type CaptchaSetting = z.infer<typeof captchaSettingSchema>;

const closeSchema = z.object({ CloseDate: isoDateTimeSchema.nullable() });

export const serverSettingsSchema = z.object({
  serverDate: z.object({ ServerDate: isoDateTimeSchema }),
  /** The server's time, ISO 8601 without fractions of a second. */
  serverTime: z.string(),
  /** Next close of the pool game (TT). */
  tClose: closeSchema,
  /** Next close of 4D: the requested location when it is 4D, otherwise the default 4D location. */
  dClose: closeSchema,
  mobileAppData: mobileAppDataSchema,
  passwordAllowLowercase: z.boolean(),
  enableCaptcha: z.boolean(),
  maintenance: maintenanceSchema,
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** Bet-by-SMS and messaging-bot instructions of a location. Empty text means not configured. */
export const smsSettingSchema = z.object({
  LocId: z.string(),
  SMSNumber: z.string(),
  SMSHelpdesk: z.string(),
  TelegramBot: z.string(),
  OpenTime: z.string(),
  CloseTime: z.string(),
  OpenDay: z.string(),
});
export type SmsSetting = z.infer<typeof smsSettingSchema>;
