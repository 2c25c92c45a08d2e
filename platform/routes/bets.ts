// POST {4d|tt}/bet (a ticket), POST bet/t (bet text), DELETE bet?BetId= (one bet) and DELETE
// bet/page?TicketId= (a ticket), for the caller or a member of its downline, before the draw closes;
// POST bet/transfer, bet/transfer4 and bet/page/combine move bets between tickets before the close.
// A new ticket answers 201; a key already used answers 200 with the tickets it placed (Replayed).
import { Hono, type Context } from 'hono';
import {
  combineBodySchema,
  deletedSchema,
  deleteBetQuerySchema,
  placedTextSchema,
  placedTicketSchema,
  placeFourDBodySchema,
  placeTextBodySchema,
  placeTotoBodySchema,
  ticketQuerySchema,
  ticketSchema,
  transferBodySchema,
  transferLinesBodySchema,
  transferredSchema,
  type BetSource,
} from '@/lib/contract/bets';
import { cappedBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { deleteBet, deleteTicket } from '../services/bets/delete';
import { fourDBet, totoBet } from '../services/bets/normalize';
import { placeTicket, type PlaceContext } from '../services/bets/place';
import { placeText } from '../services/bets/text';
import { combineTickets, transferLines, transferTickets } from '../services/bets/transfer';

/** 200 Toto entries of 12 numbers fit in about 30 KiB. */
const TICKET_BODY_LIMIT = 64 * 1024;
const ticketBody = cappedBody(TICKET_BODY_LIMIT, 'The ticket body is too large.');

function context(c: Context<ScopedEnv>, source: BetSource): PlaceContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, now: c.var.deps.now(), source };
}

/** The body of POST bet, read with the schema of the location's game. */
async function readTicket(c: Context<ScopedEnv>) {
  const body = await readJson(c);
  if (c.var.location.game === 'TT') {
    const order = parseInput(placeTotoBodySchema, body);
    return { ...order, bets: order.Bets.map(totoBet) };
  }
  const order = parseInput(placeFourDBodySchema, body);
  return { ...order, bets: order.Bets.map(fourDBet) };
}

export const betRoutes = new Hono<ScopedEnv>()
  .post('/bet', ticketBody, async (c) => {
    const order = await readTicket(c);
    const { ticket, created } = await placeTicket(context(c, 'WEB'), order);
    return c.json(placedTicketSchema.parse(ticket), created ? 201 : 200);
  })
  .post('/bet/t', ticketBody, async (c) => {
    const order = parseInput(placeTextBodySchema, await readJson(c));
    const { answer, created } = await placeText(context(c, 'TEXT'), order);
    return c.json(placedTextSchema.parse(answer), created ? 201 : 200);
  })
  .delete('/bet', async (c) => {
    const { BetId } = parseQuery(c, deleteBetQuerySchema);
    return c.json(deletedSchema.parse(await deleteBet(context(c, 'WEB'), BetId)));
  })
  .delete('/bet/page', async (c) => {
    const { TicketId } = parseQuery(c, ticketQuerySchema);
    return c.json(deletedSchema.parse(await deleteTicket(context(c, 'WEB'), TicketId)));
  })
  .post('/bet/transfer', ticketBody, async (c) => {
    const { TicketIds, ToUserId } = parseInput(transferBodySchema, await readJson(c));
    return c.json(transferredSchema.parse(await transferTickets(context(c, 'TRANSFER'), TicketIds, ToUserId)));
  })
  .post('/bet/transfer4', ticketBody, async (c) => {
    const { BetIds, ToUserId, IdempotencyKey } = parseInput(transferLinesBodySchema, await readJson(c));
    return c.json(transferredSchema.parse(await transferLines(context(c, 'TRANSFER'), BetIds, ToUserId, IdempotencyKey)));
  })
  .post('/bet/page/combine', ticketBody, async (c) => {
    const { TicketIds } = parseInput(combineBodySchema, await readJson(c));
    return c.json(ticketSchema.parse(await combineTickets(context(c, 'WEB'), TicketIds)));
  });
