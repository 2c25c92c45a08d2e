// POST bet/t: bet text (docs/domain.md#bet-text) parsed by lib/domain/bet-text, then placed like POST bet. Any
// parse error refuses the whole text (400 with every error and its position). A day code places one
// ticket on the next open draw of each of its days, all in one transaction under one key.
import {
  fourDBetInputSchema,
  totoBetInputSchema,
  type BetTextErrorBody,
  type BetTextIssue,
  type PlacedText,
  type TotoTag,
} from '@/lib/contract/bets';
import type { ErrorBody } from '@/lib/contract/errors';
import { parseBetText, type DrawDay, type FourDBet, type ParsedBetText, type TotoEntry } from '@/lib/domain/bet-text';
import { weekdayOf } from '@/lib/domain/operator-time';
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import { parseInput } from '../../http/parse';
import { fourDBet, submissionHash, totoBet, type NewBet } from './normalize';
import { placeSubmission, type PlaceContext, type TicketRequest } from './place';
import { assertMayPlaceBets, betTarget } from './rights';
import { openDrawsOf } from '../draws/read';
import type { UserRow } from '../users/users';

const TEXT_LOCATIONS = new Set(['SG', 'MG', 'TT']);
const WEEKDAY: Readonly<Record<DrawDay, number>> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };
const DAY_NAME: Readonly<Record<DrawDay, string>> = {
  SUN: 'Sunday', MON: 'Monday', TUE: 'Tuesday', WED: 'Wednesday', THU: 'Thursday', FRI: 'Friday', SAT: 'Saturday',
};
const TAG: Readonly<Record<string, TotoTag>> = { starred: 'STAR', TO: 'TO', TE: 'TE', TT: 'TT' };

/** 400 of a text that does not parse: `message` the first problem, `data` every one, `Errors` with positions. */
export class BetTextRefused extends PlatformError {
  constructor(readonly issues: BetTextIssue[]) {
    super(400, issues[0]?.Message ?? 'The bet text could not be read.', 'Text');
  }

  override toBody(): ErrorBody {
    const body: BetTextErrorBody = { ...super.toBody(), data: this.issues.map((issue) => issue.Message), Errors: this.issues };
    return body;
  }
}

/** A parsed bet as a row; its expansion is not needed (the row's lines and cost are worked out again). */
export function parsedToBet(bet: Omit<FourDBet, 'expanded'> | Omit<TotoEntry, 'expanded'>): NewBet {
  if (bet.game === '4D') {
    return fourDBet(parseInput(fourDBetInputSchema, { Number: bet.number, Big: bet.big, Small: bet.small, Kind: bet.kind.toUpperCase() }));
  }
  const input = { Numbers: bet.numbers, Roll: bet.kind === 'roll', Amount: bet.amount, Kind: 'TT', ...(bet.tag ? { Tag: TAG[bet.tag] } : {}) };
  return totoBet(parseInput(totoBetInputSchema, input));
}

function parse(text: string, locId: string): ParsedBetText {
  if (!TEXT_LOCATIONS.has(locId)) throw PlatformError.badRequest(`Bet text is not available for location ${locId}.`, 'LocId');
  const parsed = parseBetText(text, { location: locId });
  if (parsed.errors.length > 0) {
    throw new BetTextRefused(
      parsed.errors.map((error) => ({
        Index: error.index,
        Length: error.length,
        Code: error.code,
        Message: error.message,
        ...(error.params ? { Params: { ...error.params } } : {}),
      })),
    );
  }
  return parsed;
}

/**
 * The member: written first in the text, or UserId (when both are given they must agree); a member
 * sending text without either bets for itself.
 */
function memberOf(parsed: ParsedBetText, userId: string | undefined, actor: UserRow): string {
  const written = parsed.memberId?.toLowerCase();
  if (written && userId && written !== userId) {
    throw PlatformError.badRequest(`The text is for ${written} but UserId is ${userId}.`, 'UserId');
  }
  const member = written ?? userId ?? (actor.role === 'MEM' ? actor.userId : undefined);
  if (!member) throw PlatformError.badRequest('Write the member id first in the text, or send UserId.', 'UserId');
  return member;
}

/** The next open draw of the location on each of the days, earliest close first. */
export async function drawsOfDays(tx: Db, locId: string, days: readonly DrawDay[], now: Date): Promise<number[]> {
  const open = await openDrawsOf(tx, [locId], now);
  const picked = days.map((day) => {
    const draw = open.find((row) => weekdayOf(row.drawDate) === WEEKDAY[day]);
    if (!draw) throw new PlatformError(409, `There is no open ${DAY_NAME[day]} draw to bet on.`);
    return draw;
  });
  return picked.sort((a, b) => a.closeAt.getTime() - b.closeAt.getTime()).map((draw) => draw.id);
}

export interface TextOrder {
  UserId?: string;
  Text: string;
  IdempotencyKey: string;
  DrawId?: number;
}

export async function placeText(context: PlaceContext, order: TextOrder): Promise<{ answer: PlacedText; created: boolean }> {
  const parsed = parse(order.Text, context.locId);
  if (parsed.dayCode && order.DrawId !== undefined) {
    throw PlatformError.badRequest('The text has a day code: leave DrawId out, or remove the day code.', 'DrawId');
  }
  if (!parsed.dayCode && order.DrawId === undefined) {
    throw PlatformError.badRequest('Without a day code in the text, DrawId names the draw.', 'DrawId');
  }
  const betsOf = parsed.bets.map(parsedToBet);
  await assertMayPlaceBets(context.db, context.actor);
  const target = await betTarget(context.db, context.actor, memberOf(parsed, order.UserId, context.actor));
  const hash = submissionHash({ call: 'bet/t', locId: context.locId, userId: target.userId, text: order.Text, drawId: order.DrawId ?? null });
  const { dayCode, drawDays } = parsed;
  const placed = await placeSubmission(context, target, {
    key: order.IdempotencyKey,
    derivedKeys: true,
    hash,
    resolve: async (tx): Promise<TicketRequest[]> => {
      const drawIds = dayCode ? await drawsOfDays(tx, context.locId, drawDays, context.now) : [order.DrawId ?? 0];
      return drawIds.map((drawId) => ({ drawId, bets: betsOf }));
    },
  });
  const ignored = parsed.ignored.map((item) => ({ Index: item.index, Length: item.text.length, Text: item.text }));
  return { answer: { Tickets: placed.tickets, Ignored: ignored }, created: placed.created };
}
