// The access table (lib/contract/access*.ts): one entry per call of the catalogue, each gate the same
// rule as the docs/product.md#roles-and-permissions menu rules it stands for, and the refusals a caller sees.
import { accessEntries, accessOf, GATES, gateRefusal, hidesRefusal, permissionRefusal, type GateName } from '@/lib/contract/access';
import { catalogueEntries } from '@/lib/contract/catalogue';
import type { Role } from '@/lib/contract/common';
import { PERMISSIONS, RULES, type MenuProfile } from '@/lib/domain/menu-rules';
import { profile } from './menu-fixtures';

const GATE_NAMES = Object.keys(GATES) as GateName[];

/** Every profile a gate may meet: admins holding nothing, one name, all names or '*'; agents and members hold none. */
const CALLERS: { role: Role; granted: string[] }[] = [
  { role: 'ADMIN', granted: [] },
  ...PERMISSIONS.map((name) => ({ role: 'ADMIN' as const, granted: [name] })),
  { role: 'ADMIN', granted: [...PERMISSIONS] },
  { role: 'ADMIN', granted: ['*'] },
  { role: 'AG', granted: [] },
  { role: 'MEM', granted: [] },
];

/** Every flag a menu rule reads, set so that only role and permissions decide (4D, a share, every Enable flag). */
const withEveryFlag = (role: Role, granted: string[]): MenuProfile =>
  profile({
    Role: role,
    Rank: 1,
    Granted: granted,
    dShare: 0.5,
    tShare: 0.5,
    EnableCreateAgent: true,
    EnableCreateDownline: true,
    EnablePlaceBet: true,
    EnableUpload: true,
    dEnableViewShareClaim: 1,
    tOutSetting1Enabled: true,
  });

describe('the access table', () => {
  test('holds every call of the catalogue once, and nothing else but the platform switches', () => {
    const calls = catalogueEntries().flatMap((entry) => [...entry.methods].map((method) => `${method} ${entry.pattern}`));
    const table = accessEntries().map((entry) => entry.call);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual([...calls, 'PUT settings/captcha', 'PUT settings/maintenance'].sort());
    expect(calls.length).toBeGreaterThan(250);
  });

  test('finds the entry of a request, parameters and HEAD included; anything else is no call', () => {
    expect(accessOf(['reportFull'], 'GET')).toEqual({ call: 'GET reportFull', gate: 'report', downline: 'UserId' });
    expect(accessOf(['reportFull'], 'HEAD')?.call).toBe('GET reportFull');
    expect(accessOf(['agents', 'agent1', 'member9'], 'DELETE')).toMatchObject({ call: 'DELETE agents/{ParentId}/{UserId}', gate: 'memberEdit' });
    expect(accessOf(['distributors', 'total'], 'GET')?.call).toBe('GET distributors/total');
    expect(accessOf(['distributors', '12'], 'DELETE')?.call).toBe('DELETE distributors/{id}');
    expect(accessOf(['settings', 'maintenance'], 'PUT')).toEqual({ call: 'PUT settings/maintenance', gate: 'fullAdmin', downline: null });
    expect(accessOf(['reportFull'], 'POST')).toBeNull();
    expect(accessOf(['settings', 'maintenance'], 'GET')).toBeNull();
    expect(accessOf(['nothing'], 'GET')).toBeNull();
    // A parameter is any non-empty segment: the route checks what an id may hold (a 400 naming it).
    expect(accessOf(['checkMemberAccess', 'agent\u00002'], 'GET')?.call).toBe('GET checkMemberAccess/{id}');
    expect(accessOf(['checkMemberAccess', ''], 'GET')).toBeNull();
    expect(accessOf(['files', '1', 'x', 'status'], 'GET')).toBeNull();
    expect(accessOf(['reportFull', ''], 'GET')).toBeNull();
  });

  test('Report gates every report of the Reports menu; stake and strike reports are for admins and agents', () => {
    // reportDate(2) (the Common draw lists) and reportDownLine (share claims) are read by Control pages too.
    const report = accessEntries().filter((entry) => /^GET (report(?!Date|DownLine)[A-Z]|selectReport|mMemberReport|dSelectStatement)/.test(entry.call));
    expect(report.length).toBeGreaterThanOrEqual(27);
    for (const entry of report) expect([entry.call, GATES[entry.gate].permission]).toEqual([entry.call, 'Report']);
    for (const call of ['GET reportStrike', 'GET reportStrike2', 'GET reportStakeFull']) {
      expect(accessEntries().find((entry) => entry.call === call)?.gate).toBe('staffReport');
    }
  });

  test('names every permission of docs/product.md#roles-and-permissions somewhere', () => {
    const named = new Set(accessEntries().map((entry) => GATES[entry.gate].permission));
    for (const name of PERMISSIONS) expect([name, named.has(name)]).toEqual([name, true]);
  });
});

describe('each gate agrees with the menu rules it stands for', () => {
  test.each(GATE_NAMES.filter((name) => GATES[name].menu.length > 0))('%s', (name) => {
    const gate = GATES[name];
    for (const { role, granted } of CALLERS) {
      const context = { profile: withEveryFlag(role, granted), game: '4D' as const };
      const menu = gate.menu.every((rule) => RULES[rule](context));
      expect([role, granted, gateRefusal(name, role, granted) === null]).toEqual([role, granted, menu]);
    }
  });
});

describe('refusals', () => {
  test('name the role or the permission the caller lacks', () => {
    expect(gateRefusal('report', 'ADMIN', ['BetEntry'])).toBe('This call needs the Report permission.');
    expect(gateRefusal('report', 'ADMIN', ['*'])).toBeNull();
    expect(gateRefusal('report', 'MEM', [])).toBeNull();
    expect(gateRefusal('staffReport', 'MEM', [])).toBe('This call is for agents and admins only.');
    expect(gateRefusal('drawSetting', 'AG', [])).toBe('This call is for admins only.');
    expect(gateRefusal('drawSetting', 'ADMIN', ['Report'])).toBe(permissionRefusal('DrawSetting'));
    expect(gateRefusal('fullAdmin', 'ADMIN', [...PERMISSIONS])).toBe(permissionRefusal('*'));
    expect(gateRefusal('fullAdmin', 'ADMIN', ['*'])).toBeNull();
  });

  test('only the Draw and Fixed Setting gates hide their calls from whoever they refuse (404)', () => {
    const unseen = (Object.keys(GATES) as GateName[]).filter(hidesRefusal);
    expect(unseen).toEqual(['drawSetting', 'fixedSetting']);
  });
});
