import 'server-only';
import { payRateKindSchema, payRateListSchema, type PayRate, type PayRateKind, type PayRateList } from '@/lib/contract/pay-rates';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The reads of the pay-rate pages (/control/payRate, /payOut) under the session location's prefix
 * and LocId, each answer checked against the pay-rates contract. The platform answers 404 for a user
 * out of reach and for a Toto location's kind lists.
 */

/** GET payRatesN / payRatesI / payRatesK: one kind's defaults, and the overrides and caps of UserId (or the overview). */
export function payRateKindOf(session: SignedInSession, list: PayRateList, userId?: string): Promise<PayRateKind> {
  return scopedJson(session, list, payRateKindSchema, { UserId: userId || undefined });
}

/** GET payRates: the rates in force for the signed-in user (its line's overrides over the defaults). */
export function payRatesInForceOf(session: SignedInSession): Promise<PayRate[]> {
  return scopedJson(session, 'payRates', payRateListSchema);
}
