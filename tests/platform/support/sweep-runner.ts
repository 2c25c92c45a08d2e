// The input sweep's moving parts: the platform's own routes (walked from the Hono app, so a new route
// is swept without being listed), the generated call of a route (its example, mutated), sending it,
// and what every answer must be: below 500, and a 4xx body with a message and no stack.
import fc from 'fast-check';
import type { Game } from '@/lib/contract/common';
import { createApp } from '@/platform/app';
import type { Db } from '@/platform/db/client';
import { platformDrivers, type DriverCase } from './drivers';
import { setSetting } from './entry';
import type { Answer, Platform } from './harness';
import type { Example, SweepContext } from './sweep-examples';
import { applyMutations, malformedText, mutation, pathsOf, RAW_URL, type Mutation } from './sweep-values';
import { SESSION_IDLE_MAX_MINUTES } from '@/lib/contract/sessions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PlatformRoute {
  method: Method;
  /** Hono's path, e.g. /api/v1/4d/files/:FileId */
  path: string;
  /** The path after /api/v1/{4d|tt}/, /api/v1/ or /api/: the key of EXAMPLES. */
  resource: string;
  /** Under /api/v1/{4d|tt}/: the game of the prefix. */
  game?: Game;
}

const PREFIXES: [RegExp, Game | undefined][] = [[/^\/api\/v1\/4d\//, '4D'], [/^\/api\/v1\/tt\//, 'TT'], [/^\/api\/v1\//, undefined], [/^\/api\//, undefined]];

/** Every route the platform serves, once per method and path (its middleware entries folded in). */
export function platformRoutes(): PlatformRoute[] {
  const app = createApp({ db: {} as Db });
  const seen = new Map<string, PlatformRoute>();
  for (const { method, path } of app.routes) {
    if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method) || path.includes('*')) continue;
    const [prefix, game] = PREFIXES.find(([pattern]) => pattern.test(path)) ?? [/^\//, undefined];
    seen.set(`${method} ${path}`, { method: method as Method, path, resource: path.replace(prefix, ''), game });
  }
  return [...seen.values()];
}

/**
 * The sweeps share their generated calls out between the drivers of the run instead of sending every
 * call to each: both are the PostgreSQL engine (PGlite is PostgreSQL compiled to WebAssembly) behind the
 * same platform code, so a call proves as much on one as on both. Each driver draws its own calls (its
 * own seed) and takes its share of the fixed examples, so the run sends as many distinct calls as
 * before in half the time (the two sweeps were 300 of the platform suite's 1,480 s).
 */
export function sweepShare(driver: DriverCase): {
  runs(total: number): number;
  seed(seed: number): number;
  examples<T>(all: readonly T[]): T[];
} {
  const drivers = platformDrivers().map(({ name }) => name);
  const index = Math.max(0, drivers.indexOf(driver.name));
  const count = Math.max(1, drivers.length);
  return {
    runs: (total) => Math.max(1, Math.ceil(total / count)),
    seed: (seed) => (seed + index * 7_919) | 0,
    examples: (all) => all.filter((_, position) => position % count === index),
  };
}

/**
 * Calls that end the session they are made with, or sessions the sweep's other tokens hold (a mutated
 * id or UserId can name them): swept with a token of no session instead.
 */
export const SESSION_ENDING = ['POST logout', 'DELETE sessions/:id', 'POST sessions/endOthers', 'POST sessions/endUser'];

export const routeKey = (route: Pick<PlatformRoute, 'method' | 'resource'>) => `${route.method} ${route.resource}`;

/** A generated call: the example's body, query and path parameters, each with mutations. */
export interface Call {
  body: readonly Mutation[];
  query: readonly { key: string; value: string | null }[];
  params: readonly { at: number; value: string }[];
  raw: { text: string; type: string | null } | null;
}

const RAW_BODIES = ['', '{', '[]', 'null', '"x"', '1e999', '{"a":1}{"b":2}', '['.repeat(3_000), '\ufeff{}', '{"UserId":"\\ud800"}', '{"__proto__":{"IsAdmin":true}}', '\u0000'];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', null];
const QUERY_KEYS = ['LocId', 'UserId', 'DrawId', 'DrawDate', 'DrawFrom', 'DrawTo', 'Date', 'DateFrom', 'DateTo', 'PageIndex', 'PageSize', 'Simple'];

export function callArbitrary(example: Example): fc.Arbitrary<Call> {
  const queryKeys = [...new Set([...Object.keys(example.query ?? {}), ...QUERY_KEYS])];
  const queryChange = fc.record({ key: fc.constantFrom(...queryKeys), value: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: malformedText }) });
  const hasBody = example.body !== undefined || example.form !== undefined;
  // Most calls keep the route's own body shape and break it in one to three places; some break the
  // query or path instead, and a few send a broken body of another kind altogether.
  return fc.record({
    body: fc.array(mutation, { minLength: hasBody ? 1 : 0, maxLength: 3 }),
    query: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(queryChange, { minLength: 1, maxLength: 2 }) }),
    params: fc.array(fc.record({ at: fc.nat(), value: malformedText }), { maxLength: example.params ? 1 : 0 }),
    raw: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.record({ text: fc.constantFrom(...RAW_BODIES), type: fc.constantFrom(...CONTENT_TYPES) }) },
    ),
  });
}

/** Hostile values by the type of the value they replace: the inputs of the 500s. */
const HOSTILE_BY_TYPE: Record<string, unknown[]> = {
  string: ['a\u0000b', 'a\ud800b', 'x'],
  number: [2_147_483_648, -1],
  boolean: ['x'],
};

/**
 * Calls tried before the generated ones: each leaf of the example replaced by the hostile values of
 * its type, one at a time, and every date moved to the years 0000 and 9999. Deterministic, so the
 * 500s the issue lists are always looked for, whatever the seed.
 */
export function fieldByFieldCalls(example: Example): Call[] {
  const subject = example.form ?? example.body;
  if (subject === undefined) return [];
  const none = { query: [], params: [], raw: null };
  const leaves = pathsOf(subject).flatMap((path, at) => {
    const value = path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], subject);
    return (HOSTILE_BY_TYPE[typeof value] ?? []).map((hostile): Call => ({ ...none, body: [{ kind: 'set', at, value: hostile }] }));
  });
  const dates = ['0000-01-01', '9999-12-31'].map((value): Call => ({ ...none, body: [{ kind: 'dates', value }] }));
  return [...leaves, ...dates];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A multipart body built by hand: FormData would clean the very texts the sweep sends. */
function multipart(form: unknown): { body: Uint8Array<ArrayBuffer>; type: string } {
  const { fields, fileName, file } = (form && typeof form === 'object' ? form : {}) as Record<string, unknown>;
  const boundary = 'sweep-boundary-7f3a';
  const parts: Buffer[] = [];
  const entries = fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.entries(fields) : [];
  for (const [name, value] of entries) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${asText(fileName)}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.from(asText(file)), Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(parts)), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A text as it travels in a URL: percent-encoded UTF-8 (a lone surrogate cannot be encoded, so it
 * travels as U+FFFD), or as given after RAW_URL (bytes no encoder makes: %FF, %ED%A0%80).
 */
function urlText(value: string): string {
  if (value.startsWith(RAW_URL)) return value.slice(RAW_URL.length);
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));
}

/** The URL of a route's call: path parameters filled, LocId of the prefix's game, the mutated query. */
export function callUrl(route: PlatformRoute, example: Example, call: Pick<Call, 'query' | 'params'>): string {
  const params = Object.entries(example.params ?? {});
  for (const { at, value } of call.params) {
    const entry = params[at % Math.max(params.length, 1)];
    if (entry) entry[1] = value;
  }
  const filled = params.reduce((path, [name, value]) => path.replace(`:${name}`, urlText(value)), route.path);
  const query = new Map<string, string>(route.game ? [['LocId', route.game === 'TT' ? 'TT' : 'SG']] : []);
  for (const [key, value] of Object.entries(example.query ?? {})) query.set(key, value);
  for (const { key, value } of call.query) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  const search = [...query].map(([key, value]) => `${key}=${urlText(value)}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

export async function sendCall(platform: Platform, route: PlatformRoute, example: Example, call: Call, token: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: BodyInit | undefined;
  if (call.raw) {
    body = call.raw.text;
    if (call.raw.type) headers['content-type'] = call.raw.type;
  } else if (example.form) {
    const built = multipart(applyMutations(example.form, call.body));
    body = built.body;
    headers['content-type'] = built.type;
  } else if (example.body !== undefined || call.body.length > 0) {
    body = JSON.stringify(applyMutations(example.body ?? {}, call.body)) ?? '';
    headers['content-type'] = 'application/json';
  }
  if (route.method === 'GET') body = undefined;
  return platform.request(callUrl(route, example, call), { method: route.method, headers, body });
}

/** A stack frame or a source path in an answer: the error handler let details out. */
const LEAK = /\bat .+:\d+:\d+|node_modules|\/platform\/|\/lib\/|Error: /;

/** What is wrong with an answer, or null: a 5xx (but maintenance's 503), or a 4xx without a plain message. */
export function answerProblem(answer: Answer): string | null {
  const body = answer.body as { message?: unknown; subCode?: unknown } | string;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (answer.status === 503 && typeof body === 'object' && body.subCode === 8000) return null;
  if (answer.status >= 500) return `${answer.status} ${text.slice(0, 300)}`;
  if (answer.status >= 400 && (typeof body !== 'object' || typeof body.message !== 'string')) return `${answer.status} without a message: ${text.slice(0, 300)}`;
  if (answer.status >= 400 && LEAK.test(text)) return `${answer.status} leaks details: ${text.slice(0, 300)}`;
  return null;
}

/** Calls that switch the platform off for others: put back after each call, whatever it did. */
export async function restoreSwitches(platform: Platform, route: PlatformRoute): Promise<void> {
  if (route.resource === 'settings/maintenance') await setSetting(platform, 'maintenance', { enabled: false, time: null });
  if (route.resource === 'settings/captcha') await setSetting(platform, 'captcha', { enabled: false });
  if (route.resource === 'sessionSetting') await setSetting(platform, 'sessionIdleMinutes', SESSION_IDLE_MAX_MINUTES);
  if (route.resource === 'twoFactorPolicy') await setSetting(platform, 'twoFactorPolicy', { RequireAdmins: false, SiteHosts: [] });
}

export type { SweepContext };
