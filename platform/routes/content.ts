// GET {4d|tt}/announcements, announcement?PopUp=Y|N and payRates?UserId= of the location.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { announcementListSchema, announcementsQuerySchema } from '@/lib/contract/announcements';
import { payRateListSchema, payRatesQuerySchema } from '@/lib/contract/pay-rates';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { announcementsOf, payRatesOf } from '../services/content/location-content';
import { assertInDownline } from '../services/users/downline';
import { toMoney } from '@/lib/domain/money';

async function announcements(c: Context<ScopedEnv>) {
  const { PopUp } = parseQuery(c, announcementsQuerySchema);
  const rows = await announcementsOf(c.var.deps.db, c.var.location.locId, PopUp);
  const items = rows.map((row) => ({
    AnnouncementId: row.id,
    LocId: row.locId,
    Color: row.color,
    Content: row.content,
    PopUp: row.popUp,
    CreatedDate: row.createdAt.toISOString(),
  }));
  return c.json(announcementListSchema.parse(items));
}

export const contentRoutes = new Hono<ScopedEnv>()
  .get('/announcements', announcements)
  .get('/announcement', announcements)
  .get('/payRates', async (c) => {
    const { db } = c.var.deps;
    const { UserId } = parseQuery(c, payRatesQuerySchema);
    const agent = UserId ? await assertInDownline(db, c.var.session.user, UserId) : undefined;
    const rows = await payRatesOf(db, c.var.location.locId, agent?.userId);
    const items = rows.map((row) => ({
      PayRateId: row.id,
      LocId: row.locId,
      UserId: row.agentId,
      BetKind: row.betKind,
      PermClass: row.permClass,
      Prize: row.prize,
      Big: toMoney(row.big),
      Small: row.small === null ? null : toMoney(row.small),
    }));
    return c.json(payRateListSchema.parse(items));
  });
