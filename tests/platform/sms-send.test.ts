// Send Result, Send Strike and the SMS Report (docs/decisions/messaging.md, "Result and strike
// notices"): a draw's result goes to the RESULT subscribers in the caller's reach through the outbox
// (QUEUED without a gateway, SENT by the sender through a local Twilio-style server); each STRIKE
// subscriber gets its own wins (none: skipped); the same text twice is refused unless Resend; agents
// reach their subtree only, members are refused; the report counts the messages per day and agent.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { operatorDate } from '@/lib/domain/operator-time';
import { strikeText } from '@/lib/domain/sms-text';
import { audits, draws, messages, smsSubscriptions, strikes, users } from '@/platform/db/schema';
import { sendDueMessages } from '@/platform/services/messaging/outbox';
import { scoped, useActorTokens } from './support/actors';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { startFakeGateways, type FakeGateways } from './support/fake-gateways';
import { usePlatform } from './support/harness';

interface MessageRow {
  Id: number;
  UserId: string | null;
  Peer: string;
  Text: string;
  Kind: string;
  Status: string;
}
interface Sent {
  DrawId: number;
  DrawDate: string;
  Kind: string;
  Queued: number;
  Messages: MessageRow[];
  Skipped: { UserId: string; Phone: string; Reason: string }[];
  message?: string;
  field?: string;
}
interface SumRow {
  Date: string;
  AgentId: string;
  In: number;
  Out: number;
  Queued: number;
  Sent: number;
  Failed: number;
}
interface Sum {
  Rows: SumRow[];
  Total: Omit<SumRow, 'Date' | 'AgentId'>;
  message?: string;
}
interface Report {
  Messages: (MessageRow & { AgentId: string })[];
  Truncated: boolean;
}

const PHONES: Record<string, string> = { member1: '6592220001', member2: '6592220002', agent3: '6592220003', member3: '6592220004' };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const raceTest = concurrencyTest(driver);
  let fake: FakeGateways;
  let drawId = 0;
  let drawDate = '';

  const send = (call: 'sendSmsResult' | 'sendSmsStrike', body: unknown, token = tokens.admin, locId = 'SG') => sendJson<Sent>(platform, 'POST', scoped(call, locId), body, token);
  const sum = (query: string, token = tokens.admin) => platform.get<Sum>(scoped('getSMSReportSum', 'SG', query), token);
  const report = (query: string, token = tokens.admin) => platform.get<Report>(scoped('getSMSReport', 'SG', query), token);

  beforeAll(async () => {
    fake = await startFakeGateways();
    for (const [userId, mobile] of Object.entries(PHONES)) await platform.db.update(users).set({ mobile }).where(eq(users.userId, userId));
    // A settled SG draw in which member1 won something (the demo settles every past draw).
    const [won] = await platform.db
      .select({ id: draws.id, date: draws.drawDate })
      .from(strikes)
      .innerJoin(draws, eq(draws.id, strikes.drawId))
      .where(and(eq(strikes.userId, 'member1'), eq(draws.locId, 'SG'), eq(draws.status, 'RESULTED')))
      .orderBy(asc(draws.drawDate))
      .limit(1);
    if (!won) throw new Error('the demo has no SG draw that member1 won');
    drawId = won.id;
    drawDate = won.date;
    const subscribe = (userId: string, kind: string) => ({ userId, locId: 'SG', kind, phone: PHONES[userId] ?? '', createdBy: 'admin' });
    await platform.db.insert(smsSubscriptions).values([
      subscribe('member1', 'RESULT'),
      subscribe('member2', 'RESULT'),
      subscribe('agent3', 'RESULT'),
      subscribe('member1', 'STRIKE'),
      subscribe('member3', 'STRIKE'),
    ]);
  });
  afterAll(() => fake.close());

  test('sendSmsResult: one queued message per RESULT subscriber with the draw result text; twice is 409 unless Resend', async () => {
    const text = (await platform.get<{ Text: string }>(scoped('draw/result/SMSString', 'SG', `DrawId=${drawId}`), tokens.admin)).body.Text;
    const first = await send('sendSmsResult', { DrawId: drawId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ DrawId: drawId, DrawDate: drawDate, Kind: 'result', Queued: 3, Skipped: [] });
    expect(first.body.Messages.map((row) => [row.UserId, row.Peer, row.Text, row.Status, row.Kind])).toEqual([
      ['agent3', PHONES.agent3, text, 'QUEUED', 'result'],
      ['member1', PHONES.member1, text, 'QUEUED', 'result'],
      ['member2', PHONES.member2, text, 'QUEUED', 'result'],
    ]);
    const audit = await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsResult'), eq(audits.entityId, String(drawId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: 'admin', action: 'CREATE' });

    // No gateway: the sender leaves them QUEUED.
    await sendDueMessages(platform.db, new Date());
    const ids = first.body.Messages.map((row) => row.Id);
    expect((await platform.db.select({ status: messages.status }).from(messages).where(inArray(messages.id, ids))).map((row) => row.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);

    const again = await send('sendSmsResult', { DrawId: drawId });
    expect(again).toMatchObject({ status: 409, body: { field: 'Resend' } });
    const resent = await send('sendSmsResult', { DrawId: drawId, Resend: true });
    expect(resent).toMatchObject({ status: 201, body: { Queued: 3 } });
    expect(await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsResult'), eq(audits.entityId, String(drawId))))).toHaveLength(2);
  });

  test('with a gateway on a local Twilio-style server the sender marks them SENT', async () => {
    const gateway = await sendJson(platform, 'PUT', scoped('updateSMSGateway', 'SG'), {
      Id: 'SG', SMSNumber: '6580001234', SMSHelpdesk: '6580005678', TelegramBot: '', OpenTime: '09:00', CloseTime: '18:30', OpenDay: 'Mon-Sun',
      SMSProvider: 'twilio', SMSBaseUrl: fake.url, SMSAccount: 'AC123', SMSSender: '6580001234', SMSToken: 'sms-auth-token-0000001234',
      SMSWebhookSecret: 'webhook-secret-for-tests-0001', BotMode: 'webhook', BotApiRoot: '', BotToken: '', BotWebhookSecret: '',
    }, tokens.admin);
    expect(gateway.status).toBe(200);
    fake.sms.length = 0;
    for (let run = 0; run < 5; run++) await sendDueMessages(platform.db, new Date());
    const results = await platform.db.select({ status: messages.status, peer: messages.peer }).from(messages).where(and(eq(messages.kind, 'result'), eq(messages.locId, 'SG')));
    expect(results).toHaveLength(6);
    expect(results.every((row) => row.status === 'SENT')).toBe(true);
    const phones = [PHONES.agent3, PHONES.member1, PHONES.member2].flatMap((phone) => [`+${phone}`, `+${phone}`]).sort();
    expect(fake.sms.map((sms) => sms.To).sort()).toEqual(phones);
    expect(fake.sms.every((sms) => sms.Body.startsWith(`SG 4D ${drawDate.split('-').reverse().join('/')} 1st `))).toBe(true);
  });

  test('sendSmsStrike: each STRIKE subscriber its own wins; one without wins is skipped', async () => {
    const wins = await platform.db
      .select({ number: strikes.number, prize: strikes.prize, total: strikes.total })
      .from(strikes)
      .where(and(eq(strikes.drawId, drawId), eq(strikes.userId, 'member1')))
      .orderBy(asc(strikes.id));
    const member3Wins = await platform.db.select().from(strikes).where(and(eq(strikes.drawId, drawId), eq(strikes.userId, 'member3')));
    const sent = await send('sendSmsStrike', { DrawId: drawId });
    expect(sent.status).toBe(201);
    const expected = strikeText({ location: { locId: 'SG', game: '4D' }, drawDate, userId: 'member1', wins });
    expect(expected).toContain(' strike: ');
    const member1 = sent.body.Messages.find((row) => row.UserId === 'member1');
    expect(member1).toMatchObject({ Peer: PHONES.member1, Text: expected, Kind: 'strike', Status: 'QUEUED' });
    if (member3Wins.length === 0) expect(sent.body.Skipped).toEqual([{ UserId: 'member3', Phone: PHONES.member3, Reason: 'NO_STRIKE' }]);
    expect(await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsStrike'), eq(audits.entityId, String(drawId))))).toHaveLength(1);
    expect((await send('sendSmsStrike', { DrawId: drawId })).status).toBe(409);
  });

  test('an agent reaches its subtree only; a member is refused; bad and foreign draws', async () => {
    // agent3 > member2: its own and member2's subscriptions, not member1's.
    const sent = await send('sendSmsResult', { DrawId: drawId, Resend: true }, tokens.agent3);
    expect(sent.status).toBe(201);
    expect(sent.body.Messages.map((row) => row.UserId).sort()).toEqual(['agent3', 'member2']);
    // agent2 > member1, member3: no RESULT subscriber of its own was new, all had it: 409 without Resend.
    expect((await send('sendSmsResult', { DrawId: drawId }, tokens.agent2)).status).toBe(409);
    const agent2 = await send('sendSmsResult', { DrawId: drawId, Resend: true }, tokens.agent2);
    expect(agent2.body.Messages.map((row) => row.UserId)).toEqual(['member1']);
    expect((await send('sendSmsResult', { DrawId: drawId }, tokens.member1)).status).toBe(403);
    expect((await sum('From=2020-01-01&To=2020-01-02', tokens.member1)).status).toBe(403);
    expect((await send('sendSmsResult', { DrawId: 'x' })).status).toBe(400);
    expect((await send('sendSmsResult', { DrawId: drawId, Resend: 'yes' })).status).toBe(400);
    expect((await send('sendSmsResult', { DrawId: drawId }, tokens.admin, 'MG')).status).toBe(404);
    expect((await send('sendSmsResult', { DrawId: 2_000_000_000 })).status).toBe(404);
  });

  test('the report counts the messages per day and agent; an agent sees its subtree; the day lists them', async () => {
    const today = operatorDate(new Date());
    const all = await sum(`From=${today}&To=${today}`);
    expect(all.status).toBe(200);
    const rows = await platform.db
      .select({ userId: messages.userId, status: messages.status, direction: messages.direction })
      .from(messages)
      .where(eq(messages.locId, 'SG'));
    const out = rows.filter((row) => row.direction === 'OUT');
    expect(all.body.Total).toEqual({
      In: rows.length - out.length,
      Out: out.length,
      Queued: out.filter((row) => row.status === 'QUEUED').length,
      Sent: out.filter((row) => row.status === 'SENT').length,
      Failed: out.filter((row) => row.status === 'FAILED').length,
    });
    // member1 and member3 count under agent2, member2 and agent3 under agent3.
    const agent2Row = all.body.Rows.find((row) => row.AgentId === 'agent2');
    expect(agent2Row?.Out).toBe(rows.filter((row) => row.userId === 'member1' || row.userId === 'member3').length);
    const agent3Row = all.body.Rows.find((row) => row.AgentId === 'agent3');
    expect(agent3Row?.Out).toBe(rows.filter((row) => row.userId === 'agent3' || row.userId === 'member2').length);

    const ofAgent3 = await sum(`From=${today}&To=${today}`, tokens.agent3);
    expect(ofAgent3.body.Rows.map((row) => row.AgentId)).toEqual(['agent3']);
    const day = await report(`Date=${today}&AgentId=agent3`, tokens.agent3);
    expect(day.body.Messages.every((row) => row.UserId === 'agent3' || row.UserId === 'member2')).toBe(true);
    expect(day.body.Messages).toHaveLength(agent3Row?.Out ?? -1);
    expect((await report(`Date=${today}`, tokens.agent3)).body.Messages.some((row) => row.UserId === 'member1')).toBe(false);

    expect((await sum('From=2025-05-01&To=2025-04-01')).status).toBe(400);
    expect((await sum('From=2025-01-01&To=2025-12-31')).status).toBe(400);
    expect((await report('Date=not-a-day')).status).toBe(400);
  });

  raceTest('two sends of one draw at once: one queues, the other is refused, nobody gets it twice', async () => {
    const [other] = await platform.db
      .select({ id: draws.id })
      .from(draws)
      .where(and(eq(draws.locId, 'SG'), eq(draws.status, 'RESULTED'), ne(draws.id, drawId)))
      .orderBy(desc(draws.drawDate));
    if (!other || other.id === drawId) throw new Error('the demo needs a second resulted SG draw');
    const answers = await Promise.all([send('sendSmsResult', { DrawId: other.id }), send('sendSmsResult', { DrawId: other.id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const text = (await platform.get<{ Text: string }>(scoped('draw/result/SMSString', 'SG', `DrawId=${other.id}`), tokens.admin)).body.Text;
    expect(await platform.db.select({ id: messages.id }).from(messages).where(and(eq(messages.kind, 'result'), eq(messages.text, text)))).toHaveLength(3);
  });
});
