// The SMS Report (docs/decisions/messaging.md, "Result and strike notices"): the location's messages,
// in and out, per operator day and agent. A message's agent is its user's: a member's parent,
// an agent or admin itself; a message without a user (an unregistered sender and its reply) has agent
// '' and is the full admin's alone. An agent sees the messages of its subtree; an admin the location's.
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_TIME_ZONE } from '@/lib/domain/operator-zone';
import { addDays, operatorDayStart } from '@/lib/domain/operator-time';
import { SMS_REPORT_MAX_ROWS, type SmsReport, type SmsReportSum, type SmsReportSumRow } from '@/lib/contract/sms-send';
import { messages, users } from '../../db/schema';
import { messageAnswer } from '../messaging/manage';
import { inSubtree } from '../reports/strike/scope';
import { isFullAdmin } from '../users/users';
import type { UtilityContext } from '../utilities/context';

const ZONE = sql.raw(`interval '${OPERATOR_TIME_ZONE}'`);
const DAY = sql<string>`to_char(${messages.createdAt} at time zone ${ZONE}, 'YYYY-MM-DD')`;
const AGENT = sql<string>`coalesce(case when ${users.role} = 'MEM' then ${users.parentId} else ${users.userId} end, '')`;

/** What the caller may see of the location's messages, from `from` to `to` (operator dates, both included). */
async function scope(context: UtilityContext, from: string, to: string, agentId: string | undefined): Promise<SQL | undefined> {
  const { db, actor, location } = context;
  const reach = actor.role === 'ADMIN' ? ((await isFullAdmin(db, actor)) ? undefined : isNotNull(messages.userId)) : inSubtree(actor, messages.userId);
  return and(
    eq(messages.locId, location.locId),
    gte(messages.createdAt, operatorDayStart(from)),
    lt(messages.createdAt, operatorDayStart(addDays(to, 1))),
    reach,
    agentId === undefined ? undefined : sql`${AGENT} = ${agentId.toLowerCase()}`,
  );
}

const empty = () => ({ In: 0, Out: 0, Queued: 0, Sent: 0, Failed: 0 });

/** GET getSMSReportSum: one row per day and agent (days without messages are left out), then the total. */
export async function smsReportSum(context: UtilityContext, query: { From: string; To: string; AgentId?: string }): Promise<SmsReportSum> {
  const rows = await context.db
    .select({ day: DAY, agent: AGENT, direction: messages.direction, status: messages.status, count: sql<number>`count(*)::int` })
    .from(messages)
    .leftJoin(users, eq(users.userId, messages.userId))
    .where(await scope(context, query.From, query.To, query.AgentId))
    .groupBy(DAY, AGENT, messages.direction, messages.status);
  const byKey = new Map<string, SmsReportSumRow>();
  const total = empty();
  for (const row of rows) {
    const key = `${row.day} ${row.agent}`;
    const entry = byKey.get(key) ?? { Date: row.day, AgentId: row.agent, ...empty() };
    byKey.set(key, entry);
    for (const target of [entry, total]) {
      if (row.direction === 'IN') target.In += row.count;
      else {
        target.Out += row.count;
        if (row.status === 'QUEUED') target.Queued += row.count;
        if (row.status === 'SENT') target.Sent += row.count;
        if (row.status === 'FAILED') target.Failed += row.count;
      }
    }
  }
  const sorted = [...byKey.values()].sort((a, b) => a.Date.localeCompare(b.Date) || a.AgentId.localeCompare(b.AgentId));
  return { From: query.From, To: query.To, Rows: sorted, Total: total };
}

/** GET getSMSReport: the messages of one day (of one agent), newest first, at most SMS_REPORT_MAX_ROWS. */
export async function smsReport(context: UtilityContext, query: { Date: string; AgentId?: string }): Promise<SmsReport> {
  const rows = await context.db
    .select({ message: messages, agent: AGENT })
    .from(messages)
    .leftJoin(users, eq(users.userId, messages.userId))
    .where(await scope(context, query.Date, query.Date, query.AgentId))
    .orderBy(desc(messages.id))
    .limit(SMS_REPORT_MAX_ROWS + 1);
  return {
    Date: query.Date,
    Messages: rows.slice(0, SMS_REPORT_MAX_ROWS).map((row) => ({ ...messageAnswer(row.message), AgentId: row.agent })),
    Truncated: rows.length > SMS_REPORT_MAX_ROWS,
  };
}
