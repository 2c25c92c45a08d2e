// Demo settings, SMS settings, announcements and the default pay tables (from the tables of docs/domain.md).
import { DEFAULT_FOUR_D_PAY_TABLES, FOUR_D_PRIZES, IBET_PERM_CLASSES, TOTO_FIXED_PRIZES, type PrizeTable } from '@/lib/domain/pay-tables';
import { toMoney } from '@/lib/domain/money';
import { OPERATOR_TIME_ZONE_LABEL } from '@/lib/domain/operator-zone';
import type { announcements, payRates, smsSettings } from '../db/schema';
import { DEFAULT_SETTINGS, type SettingValues } from '../services/content/settings';

export function demoSettings(enableCaptcha: boolean): SettingValues {
  return { ...DEFAULT_SETTINGS, captcha: { enabled: enableCaptcha } };
}

export const DEMO_SMS_SETTINGS: (typeof smsSettings.$inferInsert)[] = ['SG', 'MG', 'TT'].map((locId) => ({
  locId,
  smsNumber: '6580001234',
  smsHelpdesk: '6580005678',
  telegramBot: 'DrawDeskDemoBot',
  openTime: '09:00',
  closeTime: '17:45',
  openDay: 'Mon-Sun',
}));

export const DEMO_ANNOUNCEMENTS: (typeof announcements.$inferInsert)[] = [
  {
    locId: 'SG',
    color: '#0b5394',
    popUp: 'N',
    content: `<p>Welcome to the <b>demo</b> back office. Sales close at 18:00 (${OPERATOR_TIME_ZONE_LABEL}) on every draw day.</p>`,
  },
  {
    locId: 'SG',
    color: '#cc0000',
    popUp: 'Y',
    content: '<p><b>Notice:</b> this is demo data. Change the demo passwords before any real use.</p>',
  },
];

type PayRateInsert = typeof payRates.$inferInsert;

function rows(locId: string, betKind: PayRateInsert['betKind'], permClass: number, table: PrizeTable): PayRateInsert[] {
  return FOUR_D_PRIZES.map((prize) => ({
    locId,
    betKind,
    permClass,
    prize,
    big: toMoney(table[prize].big),
    small: table[prize].small === null ? null : toMoney(table[prize].small),
  }));
}

/**
 * Ordinary, roll and k-bet (full box) bets all pay from the ordinary table: a roll is 10 ordinary
 * bets and a box is the full stake on every ordering. i-bets pay from the iBet/mBox table by class.
 */
export function demoPayRates(): PayRateInsert[] {
  const fourD = Object.entries(DEFAULT_FOUR_D_PAY_TABLES).flatMap(([locId, table]) => [
    ...rows(locId, 'ORDINARY', 0, table.ordinary),
    ...rows(locId, 'ROLL', 0, table.ordinary),
    ...rows(locId, 'KBET', 0, table.ordinary),
    ...IBET_PERM_CLASSES.flatMap((perm) => rows(locId, 'IBET', perm, table.ibet[perm])),
  ]);
  const toto = Object.entries(TOTO_FIXED_PRIZES).map(([group, prize]) => ({
    locId: 'TT',
    betKind: 'TT' as const,
    permClass: 0,
    prize: `G${group}`,
    big: toMoney(prize),
    small: null,
  }));
  return [...fourD, ...toto];
}
