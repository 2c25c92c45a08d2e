import 'server-only';
import {
  betSpecialSetting1Schema,
  betSpecialSetting2Schema,
  binBurstImportAdminSchema,
  type BetSpecialSettings,
  type BinBurstImportAdmin,
} from '@/lib/contract/bet-special';
import { drawDateListSchema, type DrawDate } from '@/lib/contract/draws';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/* The Bet Special page's first reads, under the session location's prefix. */

export async function betSpecialSettingsOf(session: SignedInSession): Promise<BetSpecialSettings> {
  const [Setting1, Setting2] = await Promise.all([
    scopedJson(session, 'bet/getBetSpecialSetting1', betSpecialSetting1Schema),
    scopedJson(session, 'bet/getBetSpecialSetting2', betSpecialSetting2Schema),
  ]);
  return { Setting1, Setting2 };
}

export function binBurstImportsOf(session: SignedInSession): Promise<BinBurstImportAdmin> {
  return scopedJson(session, 'binBurstImportAdmin', binBurstImportAdminSchema);
}

export function drawsOf(session: SignedInSession): Promise<DrawDate[]> {
  return scopedJson(session, 'draw/dateAll', drawDateListSchema);
}
