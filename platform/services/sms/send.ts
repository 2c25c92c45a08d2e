// Send Result and Send Strike (docs/decisions/messaging.md, "Result and strike notices"). The caller
// (an agent or admin) reaches the subscribers of the location in its subtree (an admin: all of them).
// A RESULT subscriber gets the draw's result text (smsText); a STRIKE subscriber its own wins of the
// draw (strikeText over its strike rows; without any it is skipped as NO_STRIKE). Each message goes
// through the outbox (enqueueMessage) in one transaction that holds the draw's row locked, so two
// sends of one draw run one after the other. Twice: a subscriber that already has the very same text
// (same location, kind and phone) is skipped as ALREADY_SENT unless Resend is set; when that leaves
// nothing to send the call is refused 409. A changed result (reset and entered again) has a new text
// and goes. Every send writes one audit row.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SentNotice, Skipped } from '@/lib/contract/sms-send';
import { strikeText, type StrikeWin } from '@/lib/domain/sms-text';
import type { Db } from '../../db/client';
import { draws, messages, smsSubscriptions, strikes } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { messageAnswer } from '../messaging/manage';
import { enqueueMessage, type MessageRowDb } from '../messaging/outbox';
import { smsString } from '../results/text';
import { inSubtree } from '../reports/strike/scope';
import type { UtilityContext } from '../utilities/context';

export type NoticeKind = 'result' | 'strike';

const SUBSCRIPTION_KIND = { result: 'RESULT', strike: 'STRIKE' } as const satisfies Record<NoticeKind, string>;

interface Recipient {
  userId: string;
  phone: string;
}

/** The location's subscribers of the kind in the caller's reach (an admin: every one). */
async function recipientsOf(context: UtilityContext, kind: NoticeKind): Promise<Recipient[]> {
  const { db, actor, location } = context;
  const reach: SQL | undefined = actor.role === 'ADMIN' ? undefined : inSubtree(actor, smsSubscriptions.userId);
  return db
    .select({ userId: smsSubscriptions.userId, phone: smsSubscriptions.phone })
    .from(smsSubscriptions)
    .where(and(eq(smsSubscriptions.locId, location.locId), eq(smsSubscriptions.kind, SUBSCRIPTION_KIND[kind]), reach))
    .orderBy(asc(smsSubscriptions.userId));
}

/** Each STRIKE subscriber's own wins of the draw, in the order the settlement wrote them. */
async function winsOf(db: Db, drawId: number, userIds: readonly string[]): Promise<Map<string, StrikeWin[]>> {
  const wins = new Map<string, StrikeWin[]>();
  if (userIds.length === 0) return wins;
  const rows = await db
    .select({ userId: strikes.userId, number: strikes.number, prize: strikes.prize, total: strikes.total })
    .from(strikes)
    .where(and(eq(strikes.drawId, drawId), inArray(strikes.userId, [...userIds])))
    .orderBy(asc(strikes.id));
  for (const row of rows) wins.set(row.userId, [...(wins.get(row.userId) ?? []), { number: row.number, prize: row.prize, total: row.total }]);
  return wins;
}

const sentKey = (phone: string, text: string) => `${phone}\n${text}`;

/** POST sendSmsResult / sendSmsStrike. */
export async function sendNotice(context: UtilityContext, kind: NoticeKind, drawId: number, resend: boolean): Promise<SentNotice> {
  const { db, actor, location } = context;
  // 404 for another location's draw or one without a result; the result text for both kinds.
  const result = await smsString(db, location, drawId, context.now);
  const recipients = await recipientsOf(context, kind);
  const wins = kind === 'strike' ? await winsOf(db, drawId, recipients.map((row) => row.userId)) : new Map<string, StrikeWin[]>();
  const skipped: Skipped[] = [];
  const planned: (Recipient & { text: string })[] = [];
  for (const recipient of recipients) {
    if (kind === 'result') {
      planned.push({ ...recipient, text: result.Text });
      continue;
    }
    const own = wins.get(recipient.userId) ?? [];
    if (own.length === 0) skipped.push({ UserId: recipient.userId, Phone: recipient.phone, Reason: 'NO_STRIKE' });
    else planned.push({ ...recipient, text: strikeText({ location, drawDate: result.DrawDate, userId: recipient.userId, wins: own }) });
  }

  const queued = await db.transaction(async (tx) => {
    // One send of a draw at a time: the second waits and then sees the first one's messages.
    await tx.select({ id: draws.id }).from(draws).where(eq(draws.id, drawId)).for('update');
    const already = new Set<string>();
    if (!resend && planned.length > 0) {
      const rows = await tx
        .select({ peer: messages.peer, text: messages.text })
        .from(messages)
        .where(
          and(
            eq(messages.locId, location.locId),
            eq(messages.direction, 'OUT'),
            eq(messages.kind, kind),
            inArray(messages.peer, [...new Set(planned.map((row) => row.phone))]),
            inArray(messages.text, [...new Set(planned.map((row) => row.text))]),
          ),
        );
      for (const row of rows) already.add(sentKey(row.peer, row.text));
    }
    const made: MessageRowDb[] = [];
    for (const row of planned) {
      if (already.has(sentKey(row.phone, row.text))) {
        skipped.push({ UserId: row.userId, Phone: row.phone, Reason: 'ALREADY_SENT' });
        continue;
      }
      made.push(await enqueueMessage(tx, { locId: location.locId, userId: row.userId, channel: 'sms', to: row.phone, text: row.text, kind }));
    }
    if (made.length === 0 && already.size > 0) {
      throw new PlatformError(409, `This draw's ${kind} notice was already sent to every subscriber. Send it again with Resend.`, 'Resend');
    }
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: kind === 'result' ? 'smsResult' : 'smsStrike',
      entityId: drawId,
      action: 'CREATE',
      locId: location.locId,
      after: { DrawDate: result.DrawDate, Resend: resend, Queued: made.map((row) => row.id), Skipped: skipped.map((row) => `${row.UserId}:${row.Reason}`) },
    });
    return made;
  });
  return { DrawId: drawId, DrawDate: result.DrawDate, Kind: kind, Queued: queued.length, Messages: queued.map(messageAnswer), Skipped: skipped };
}
