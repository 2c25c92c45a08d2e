// Fixed bets (docs/product.md#call-catalogue "Bets"): POST bet/fixed (create; placed at once on the open draw it is due
// on), DELETE bet/fixed?FixedBetId= (end it; its tickets stay), GET bet/fixed/page3 (list),
// bet/fixed/view?FixedBetId= (one, with its runs) and bet/fixed/settings (what the form needs).
import { Hono, type Context } from 'hono';
import { MAX_STAKE, STAKE_STEPS, totoTagSchema } from '@/lib/contract/bets';
import {
  createdFixedBetSchema,
  createFixedFourDBodySchema,
  createFixedTotoBodySchema,
  deletedFixedBetSchema,
  fixedBetPageSchema,
  fixedBetQuerySchema,
  fixedBetViewSchema,
  fixedPageQuerySchema,
  fixedSettingsSchema,
  MAX_FIXED_BETS,
} from '@/lib/contract/fixed-bets';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { fourDBet, totoBet } from '../services/bets/normalize';
import { placeBetRefusal } from '../services/bets/rights';
import { nextOpenDraw } from '../services/draws/read';
import { createFixedBet, deleteFixedBet, fixedBetPage, fixedBetView, visibleFixedBet, type FixedContext, type FixedOrder } from '../services/fixed-bets/orders';
import { placeDueFixedBets } from '../services/fixed-bets/sweep';
import { drawWeekdaysOf, nextDrawAnswer } from '../services/fixed-bets/read';

function context(c: Context<ScopedEnv>): FixedContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, now: c.var.deps.now() };
}

/** The body of POST bet/fixed, read with the schema of the location's game. */
async function readOrder(c: Context<ScopedEnv>): Promise<FixedOrder> {
  const body = await readJson(c);
  if (c.var.location.game === 'TT') {
    const { Bet, ...order } = parseInput(createFixedTotoBodySchema, body);
    return { ...order, bet: totoBet(Bet) };
  }
  const { Bet, ...order } = parseInput(createFixedFourDBodySchema, body);
  return { ...order, bet: fourDBet(Bet) };
}

export const fixedBetRoutes = new Hono<ScopedEnv>()
  // One bet and its days: a few hundred bytes, so the small cap (a 16 MiB body was once read in full).
  .post('/bet/fixed', smallBody('fixed bet'), async (c) => {
    const fixed = context(c);
    const { row, created } = await createFixedBet(fixed, await readOrder(c));
    // Due on an open draw now: placed at once (a refusal is recorded on it, the fixed bet stays).
    if (created) await placeDueFixedBets(fixed.db, fixed.now, { userId: row.userId, locId: row.locId });
    const view = await fixedBetView(fixed.db, row, fixed.now, true);
    return c.json(createdFixedBetSchema.parse({ ...view, Replayed: !created }), created ? 201 : 200);
  })
  .delete('/bet/fixed', async (c) => {
    const { FixedBetId } = parseQuery(c, fixedBetQuerySchema);
    return c.json(deletedFixedBetSchema.parse(await deleteFixedBet(context(c), FixedBetId)));
  })
  .get('/bet/fixed/page3', async (c) => {
    const query = parseQuery(c, fixedPageQuerySchema);
    return c.json(fixedBetPageSchema.parse(await fixedBetPage(context(c), query)));
  })
  .get('/bet/fixed/view', async (c) => {
    const { FixedBetId } = parseQuery(c, fixedBetQuerySchema);
    const { db, actor, locId, now } = context(c);
    const row = await visibleFixedBet(db, actor, locId, FixedBetId);
    const deletable = (await placeBetRefusal(db, actor)) === null;
    return c.json(fixedBetViewSchema.parse(await fixedBetView(db, row, now, deletable)));
  })
  .get('/bet/fixed/settings', async (c) => {
    const { db, actor, locId, now } = context(c);
    const { game } = c.var.location;
    const refusal = await placeBetRefusal(db, actor);
    return c.json(
      fixedSettingsSchema.parse({
        LocId: locId,
        Game: game,
        Kinds: game === 'TT' ? ['TT'] : ['ORDINARY', 'ROLL', 'IBET', 'KBET'],
        Tags: game === 'TT' ? totoTagSchema.options : [],
        DrawDays: drawWeekdaysOf(locId),
        MaxStake: MAX_STAKE,
        StakeSteps: STAKE_STEPS,
        MaxFixedBets: MAX_FIXED_BETS,
        MayCreate: refusal === null,
        Refusal: refusal,
        NextDraw: nextDrawAnswer(await nextOpenDraw(db, locId, now)),
      }),
    );
  });

