// The answers of the bet reads that are more than a listing: one ticket (bet/view, and bet/viewFull
// with every bet's lines), the Toto number search (bet/searchT) and the place-bet settings
// (bet/settings). The routes parse, call these and answer.
import { eq } from 'drizzle-orm';
import { MAX_BETS_PER_TICKET, MAX_STAKE, STAKE_STEPS, totoTagSchema, type Ticket } from '@/lib/contract/bets';
import type { BetLine, BetSettings, TicketFull } from '@/lib/contract/bet-listings';
import type { Game } from '@/lib/contract/common';
import { expandBet, sumMoney, totoCombinations, type BetKind } from '@/lib/domain/bet-expansion';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';
import { openDrawsOf } from '../draws/read';
import type { UserRow } from '../users/users';
import { betLines, totoCovers } from './lists';
import { liveBetsOf, ticketAnswer, visibleTicket } from './read';
import { deletableIn, scopeFor, type BetScope } from './scope';

/** A live ticket of the caller's reach (else 404), with its live bets and whether it may be deleted. */
export async function ticketView(db: Db, actor: UserRow, locId: string, ticketId: number, now: Date): Promise<Ticket> {
  const { ticket, draw } = await visibleTicket(db, actor, locId, ticketId);
  const scope = await scopeFor(db, actor, locId, {}, now);
  const live = (await liveBetsOf(db, [ticket.id])).get(ticket.id) ?? [];
  return ticketAnswer(ticket, draw, live, deletableIn(scope, draw));
}

/** The lines a bet stands for: a 4D bet's numbers, or a Toto entry's combinations. */
const linesOf = (bet: BetLine | Ticket['Bets'][number]): string[] =>
  bet.Kind === 'TT'
    ? totoCombinations(bet.Numbers, bet.Roll).map((combination) => combination.join(' '))
    : expandBet(bet.Number, bet.Kind.toLowerCase() as BetKind);

/** bet/viewFull: the ticket with every bet's lines. */
export async function ticketFullView(db: Db, actor: UserRow, locId: string, ticketId: number, now: Date): Promise<TicketFull> {
  const ticket = await ticketView(db, actor, locId, ticketId, now);
  return { ...ticket, Bets: ticket.Bets.map((bet) => ({ ...bet, Lines: linesOf(bet) })) };
}

/** bet/searchT: the Toto entries in scope with a combination holding every wanted number. */
export async function totoSearch(db: Db, scope: BetScope, wanted: readonly string[]) {
  const lines = await betLines(db, scope, { where: eq(bets.kind, 'TT') });
  const items = lines.Items.filter((line) => line.Kind === 'TT' && totoCovers(line, wanted));
  return { Items: items, Total: items.length, Sum: sumMoney(items.map((line) => line.Cost)) };
}

/** bet/settings: what the place-bet forms of the location need. */
export async function betSettings(db: Db, location: { locId: string; game: Game }, now: Date): Promise<BetSettings> {
  const open = await openDrawsOf(db, [location.locId], now);
  const toto = location.game === 'TT';
  return {
    LocId: location.locId,
    Game: location.game,
    MaxBetsPerTicket: MAX_BETS_PER_TICKET,
    MaxStake: MAX_STAKE,
    StakeSteps: STAKE_STEPS,
    Kinds: toto ? ['TT'] : ['ORDINARY', 'ROLL', 'IBET', 'KBET'],
    Tags: toto ? totoTagSchema.options : [],
    OpenDraws: open.map((draw) => ({ DrawId: draw.id, DrawDate: draw.drawDate, CloseDate: draw.closeAt.toISOString() })),
  };
}
