// The access table walked over HTTP, on both drivers: for every served call a permission
// gates, a sub-admin without that permission gets the table's 403 (the unknown route's 404 at an
// unseen gate; either before its query or body is read: each request sends an empty body), and a sub-admin holding only that permission gets an answer
// (anything but the refusal and never a 5xx; a 4xx about the missing input is an answer). Agents and
// members get the role refusal from every call their role may not make, and never from the others.
// The sub-admins are made by the platform's own calls: POST permissions, then the forced password
// change of POST updatePassword.
import { accessEntries, GATES, gateRefusal, hidesRefusal, type CallAccess, type GateName } from '@/lib/contract/access';
import { PERMISSIONS, type Permission } from '@/lib/domain/menu-rules';
import { scopedRoutes } from '@/platform/routes/scoped';
import { scoped, useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { newCaptcha, postForm, sendJson } from './support/entry';
import type { Answer, Platform } from './support/harness';
import { usePlatform } from './support/harness';

/** The platform's routes under /api/v1/{4d|tt}/, as the table spells its calls ("GET draw/byId/{id}"). */
const SERVED = new Set(
  scopedRoutes('4D')
    .routes.filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.replace(/^\//, '').replace(/:(\w+)/g, '{$1}')}`),
);
const served = accessEntries().filter((entry) => SERVED.has(entry.call));
const gated = served.filter((entry) => GATES[entry.gate].permission !== undefined);

const INITIAL = 'Initial123';
const CHANGED = 'Changed123';
/** One sub-admin per name of docs/product.md#roles-and-permissions holding only that name, and one holding all of them but not '*'. */
const HOLDERS = [...PERMISSIONS.map((name) => ({ userId: `only${name}`.toLowerCase(), granted: [name] })), { userId: 'allnames', granted: [...PERMISSIONS] }];

/** Who holds exactly this permission, and a sub-admin without it (the holder of the next name, or every name for '*'). */
function withAndWithout(permission: Permission | '*'): { holder: string; lacker: string } {
  if (permission === '*') return { holder: 'admin', lacker: 'allnames' };
  const next = PERMISSIONS[(PERMISSIONS.indexOf(permission) + 1) % PERMISSIONS.length] as Permission;
  return { holder: `only${permission}`.toLowerCase(), lacker: `only${next}`.toLowerCase() };
}

/** The call with every path parameter an id that names nothing, an empty JSON body for writes and no query. */
function call(platform: Platform, entry: CallAccess, token: string): Promise<Answer<{ message?: string }>> {
  const [method = 'GET', pattern = ''] = entry.call.split(' ');
  const path = scoped(pattern.replace(/\{\w+\}/g, '999999'));
  const body = method === 'POST' || method === 'PUT' ? '{}' : undefined;
  return platform.request(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
}

interface Refusal { status: number; message: string }

/** How the gate refuses this role: the table's 403 naming what is missing, or an unseen gate's 404. */
function refusalOf(gate: GateName, role: 'ADMIN' | 'AG' | 'MEM'): Refusal | null {
  const message = gateRefusal(gate, role, []);
  if (message === null) return null;
  return hidesRefusal(gate) ? { status: 404, message: 'Not found.' } : { status: 403, message };
}

/** An answer that is not this refusal: any status below 500 with another status or message. */
const notRefused = (answer: Answer<{ message?: string }>, refusal: Refusal) => ({
  status: answer.status < 500 ? 'below 500' : answer.status,
  refused: answer.status === refusal.status && answer.body.message === refusal.message,
});

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const subAdmins: Record<string, string> = {};

  /** POST permissions as admin, then the sub-admin's own password change, then a clean sign-in. */
  async function subAdmin(userId: string, granted: string[]): Promise<string> {
    const created = await sendJson(platform, 'POST', scoped('permissions'), { UserId: userId, UserName: userId, Password: INITIAL, Granted: granted }, tokens.admin);
    expect([userId, created.status]).toEqual([userId, 201]);
    const first = await platform.signIn(userId, INITIAL);
    const { key, answer } = await newCaptcha(platform);
    const fields = { UserId: userId, OldPassword: INITIAL, Password1: CHANGED, Password2: CHANGED, Token: answer };
    const changed = await postForm(platform, '/api/v1/updatePassword', fields, { 'x-token': key, authorization: `Bearer ${first}` });
    expect([userId, changed.status]).toEqual([userId, 200]);
    return platform.signIn(userId, CHANGED);
  }

  beforeAll(async () => {
    for (const { userId, granted } of HOLDERS) subAdmins[userId] = await subAdmin(userId, granted);
    subAdmins.admin = tokens.admin;
  }, 120_000);

  test('the walk covers the calls the platform serves, and every served call has an entry', () => {
    expect(served.length).toBe(SERVED.size);
    expect(gated.length).toBeGreaterThan(60);
    // Every name of docs/product.md#roles-and-permissions gates a served call (the SMS gateway's calls are built too).
    const walked = new Set(gated.map((entry) => GATES[entry.gate].permission));
    expect(PERMISSIONS.filter((name) => !walked.has(name))).toEqual([]);
    expect(walked.has('*')).toBe(true);
  });

  test('a call outside the table is the unknown route\'s 404 for everyone, the full admin included', async () => {
    for (const [path, method] of [[scoped('nothing/here'), 'GET'], [scoped('reportFull'), 'POST'], [scoped('settings/maintenance'), 'GET']] as const) {
      const answer = await platform.request(path, { method, headers: { authorization: `Bearer ${tokens.admin}` } });
      expect([path, method, answer.status, answer.body]).toEqual([path, method, 404, { message: 'Not found.' }]);
    }
  });

  test.each(gated.map((entry) => [entry.call, entry] as const))('%s: refused without its permission, answered with it', async (_name, entry) => {
    const permission = GATES[entry.gate].permission ?? '*';
    const { holder, lacker } = withAndWithout(permission);
    const refusal = refusalOf(entry.gate, 'ADMIN');
    if (!refusal) throw new Error(`${entry.call}: its gate admits an admin without names`);
    const without = await call(platform, entry, subAdmins[lacker] ?? '');
    expect(without).toMatchObject({ status: refusal.status, body: { message: refusal.message } });
    expect(notRefused(await call(platform, entry, subAdmins[holder] ?? ''), refusal)).toEqual({ status: 'below 500', refused: false });
  });

  test.each(served.map((entry) => [entry.call, entry] as const))('%s: agents and members by role', async (_name, entry) => {
    for (const [actor, role] of [['agent1', 'AG'], ['member1', 'MEM']] as const) {
      const answer = await call(platform, entry, tokens[actor]);
      const refusal = refusalOf(entry.gate, role);
      if (refusal) expect([actor, answer.status, answer.body.message]).toEqual([actor, refusal.status, refusal.message]);
      else expect([actor, answer.status < 500, answer.status === 403 && /^This call /.test(answer.body.message ?? '')]).toEqual([actor, true, false]);
    }
  });
});
