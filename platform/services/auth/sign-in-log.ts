// The sign-in log (docs/decisions/sign-in-log.md): written once per attempt by POST oauth/token (and
// by POST signInLog for what the app's rate limit refused), read by GET loginLog and GET signIns.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_AGENT_HEADER,
  OWN_SIGN_INS,
  SIGN_IN_LIMITS,
  SITE_HOST_HEADER,
  type SignInLogPage,
  type SignInLogQuery,
  type SignInResult,
  type SignInRow,
} from '@/lib/contract/sign-in-log';
import { operatorDayEnd, operatorDayStart } from '@/lib/domain/operator-time';
import type { Db } from '../../db/client';
import { signInLog } from '../../db/schema';

/** Where an attempt came from. */
export interface SignInClient {
  address: string;
  userAgent: string;
  siteHost: string;
}

/** Printable ASCII only, cut at `max`: a header is the client's to fill, the log is read by people. */
const clean = (value: string | undefined | null, max: number): string => (value ?? '').replace(/[^\x20-\x7e]/g, '').trim().slice(0, max);

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return ''; // not served over a socket (app.request in a test)
  }
}

/**
 * The client of a sign-in: as the app saw it (its headers: the app is the platform's only caller, and
 * it sets them from the browser's request), else the platform's own view of the request.
 */
export function signInClientOf(c: Context): SignInClient {
  return {
    address: clean(c.req.header(CLIENT_ADDRESS_HEADER) ?? socketAddress(c), SIGN_IN_LIMITS.address) || 'unknown',
    userAgent: clean(c.req.header(CLIENT_AGENT_HEADER) ?? c.req.header('user-agent'), SIGN_IN_LIMITS.agent),
    siteHost: clean(c.req.header(SITE_HOST_HEADER) ?? c.req.header('host'), SIGN_IN_LIMITS.host).toLowerCase(),
  };
}

export interface SignInAttempt {
  typedUserId: string;
  /** The account the id named, if any. */
  userId: string | null;
  result: SignInResult;
  client: SignInClient;
  at: Date;
}

export async function recordSignIn(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.insert(signInLog).values({
    typedUserId: clean(attempt.typedUserId, SIGN_IN_LIMITS.userId),
    userId: attempt.userId,
    result: attempt.result,
    address: attempt.client.address,
    userAgent: attempt.client.userAgent,
    siteHost: attempt.client.siteHost,
    createdAt: attempt.at,
  });
}

const rowOf = (row: typeof signInLog.$inferSelect): SignInRow => ({
  Id: row.id,
  At: row.createdAt.toISOString(),
  UserId: row.typedUserId,
  Result: row.result as SignInResult,
  Address: row.address,
  UserAgent: row.userAgent,
  SiteHost: row.siteHost,
});

function whereOf(query: SignInLogQuery): SQL | undefined {
  return and(
    query.UserId ? eq(sql`lower(${signInLog.typedUserId})`, query.UserId.trim().toLowerCase()) : undefined,
    query.Result ? eq(signInLog.result, query.Result) : undefined,
    query.DateFrom ? gte(signInLog.createdAt, operatorDayStart(query.DateFrom)) : undefined,
    query.DateTo ? lt(signInLog.createdAt, operatorDayEnd(query.DateTo)) : undefined,
  );
}

/** GET loginLog: newest first, filtered by the typed id, the outcome and a range of local dates; paged in SQL. */
export async function signInLogPage(db: Db, query: SignInLogQuery): Promise<SignInLogPage> {
  const where = whereOf(query);
  const [total] = await db.select({ n: count() }).from(signInLog).where(where);
  const rows = await db
    .select()
    .from(signInLog)
    .where(where)
    .orderBy(desc(signInLog.createdAt), desc(signInLog.id))
    .limit(query.PageSize)
    .offset((query.PageIndex - 1) * query.PageSize);
  return { Items: rows.map(rowOf), Total: total?.n ?? 0, PageIndex: query.PageIndex, PageSize: query.PageSize };
}

/** GET signIns: the user's own last sign-ins (the attempts that named its account), newest first. */
export async function ownSignIns(db: Db, userId: string): Promise<SignInRow[]> {
  const rows = await db
    .select()
    .from(signInLog)
    .where(eq(signInLog.userId, userId))
    .orderBy(desc(signInLog.createdAt), desc(signInLog.id))
    .limit(OWN_SIGN_INS);
  return rows.map(rowOf);
}
