// Out Bets (docs/domain.md#intake-and-out): GET 4d/bet/throw and tt/bet/throwT answer, per number of
// one draw, what reached the caller (or UserId, within its reach) from its downline, what it keeps up
// to its eat limit and what it passes up; POST bet/page/exportIntakeAra downloads the intake as an ARA
// file (exported.ara). Every read is scoped to the viewer's subtree (platform/services/outset/view.ts).
import { Hono, type Context } from 'hono';
import { ARA_CONTENT_TYPE, EXPORT_ARA_FILE_NAME, exportAraBodySchema } from '@/lib/contract/files';
import { outBetsQuerySchema, outBetsSchema, outBetsTotoQuerySchema, outBetsTotoSchema } from '@/lib/contract/out-bets';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { outsetView } from '../services/outset/view';
import { fourDAnswer, intakeAra, totoAnswer } from '../services/outset/answer';
import { requireGame } from './bet-queries';

const viewOf = (c: Context<ScopedEnv>, query: { DrawId: number; UserId?: string }) =>
  outsetView(c.var.deps.db, c.var.session.user, c.var.location.locId, query);

export const outBetRoutes = new Hono<ScopedEnv>()
  .get('/bet/throw', async (c) => {
    requireGame(c, '4D', 'bet/throw', 'bet/throwT');
    const query = parseQuery(c, outBetsQuerySchema);
    return c.json(outBetsSchema.parse(fourDAnswer(await viewOf(c, query), query.Number)));
  })
  .get('/bet/throwT', async (c) => {
    requireGame(c, 'TT', 'bet/throwT', 'bet/throw');
    const query = parseQuery(c, outBetsTotoQuerySchema);
    return c.json(outBetsTotoSchema.parse(totoAnswer(await viewOf(c, query), query.Numbers)));
  })
  .post('/bet/page/exportIntakeAra', smallBody('export'), async (c) => {
    const body = parseInput(exportAraBodySchema, await readJson(c));
    const { locId, game } = c.var.location;
    const text = intakeAra(await viewOf(c, body), { locId, game });
    return c.body(text, 200, {
      'content-type': ARA_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${EXPORT_ARA_FILE_NAME}"`,
      'cache-control': 'no-store',
    });
  });
