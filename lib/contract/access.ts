// Who may make each call: the roles a call admits, the permission of docs/product.md#roles-and-permissions an
// ADMIN needs for it, and the field naming the user or object that must be in the caller's downline.
// The platform checks every call against it in one place (platform/middleware/access.ts) before the
// route runs; the table itself is access-table.ts, keyed by every call of the catalogue.
//
// A permission gates ADMIN accounts only: the company holds '*', a sub-admin the names it was
// granted. Agents and members never hold names; they are admitted by role, and the services then
// check their own flags (EnablePlaceBet, EnableCreateDownline, ...) and the downline (404 outside it).
import type { Role } from './common';
import { catalogueEntries, type CatalogueCall } from './catalogue';
import { ALL_PERMISSIONS, hasPermission, type Permission, type RuleName } from '@/lib/domain/menu-rules';
import { ACCESS_TABLE, PLATFORM_CALLS } from './access-table';

export interface Gate {
  roles: readonly Role[];
  /** What an ADMIN must hold besides its role; '*' is the company's full admin only. */
  permission?: Permission | typeof ALL_PERMISSIONS;
  /**
   * The docs/product.md#roles-and-permissions menu rules (lib/domain/menu-rules.ts) the gate stands for, all of which must hold: a test
   * checks that they admit the same roles and permissions, so the menu never shows a page whose calls
   * the platform refuses. Empty for calls no menu link leads to.
   */
  menu: readonly RuleName[];
  /**
   * The gate's calls do not exist for whoever it refuses: the refusal is the unknown route's 404, not a
   * 403 naming what is missing (the Control menu's draw and fixed-bet settings, whose work asks for it).
   */
  unseen?: true;
}

const SIGNED_IN = ['ADMIN', 'AG', 'MEM'] as const satisfies readonly Role[];
const AGENT_OR_ADMIN = ['ADMIN', 'AG'] as const satisfies readonly Role[];
const ADMIN = ['ADMIN'] as const satisfies readonly Role[];

const GATE_DEFINITIONS = {
  signedIn: { roles: SIGNED_IN, menu: ['everyone'] },
  agentOrAdmin: { roles: AGENT_OR_ADMIN, menu: ['agentOrAdmin'] },
  /** Control, OutSet and Utilities links that name no permission. */
  admin: { roles: ADMIN, menu: ['admin'] },
  /** The platform's own switches (maintenance, captcha, the two-factor requirement). */
  fullAdmin: { roles: ADMIN, permission: ALL_PERMISSIONS, menu: ['admin', 'fullAdmin'] },
  /** Place Bets: an admin with BetEntry, an agent or a member. */
  betEntry: { roles: SIGNED_IN, permission: 'BetEntry', menu: ['placeBets'] },
  /** Bet Upload: an agent, or an admin with BetEntry. */
  betUpload: { roles: AGENT_OR_ADMIN, permission: 'BetEntry', menu: ['betUpload'] },
  /** The Reports menu: an admin with Report, an agent or a member. */
  report: { roles: SIGNED_IN, permission: 'Report', menu: ['reports'] },
  /** Stake and Strike reports: admin (with Report) or agent. */
  staffReport: { roles: AGENT_OR_ADMIN, permission: 'Report', menu: ['reports', 'agentOrAdmin'] },
  /** The Agent and Player calls and passwords of others: an agent, or an admin with MemberEdit. */
  memberEdit: { roles: AGENT_OR_ADMIN, permission: 'MemberEdit', menu: ['agentOrAdmin', 'manageAgents', 'managePlayers'] },
  /** Eat limits: an agent (its own and its subtree's), or an admin with OutSet. */
  intakeEdit: { roles: AGENT_OR_ADMIN, permission: 'OutSet', menu: [] },
  drawSetting: { roles: ADMIN, permission: 'DrawSetting', menu: ['admin', 'drawSetting'], unseen: true },
  fixedSetting: { roles: ADMIN, permission: 'FixedSetting', menu: ['admin', 'fixedSetting'], unseen: true },
  adminEdit: { roles: ADMIN, permission: 'AdminEdit', menu: ['admin', 'permission'] },
  superPwd: { roles: ADMIN, permission: 'SuperPwd', menu: ['admin', 'superPassword'] },
  outSet: { roles: ADMIN, permission: 'OutSet', menu: ['admin', 'outSetting'] },
  smsGateway: { roles: ADMIN, permission: 'SMSGateway', menu: ['agentOrAdmin', 'smsGateway'] },
} as const satisfies Record<string, Gate>;
export type GateName = keyof typeof GATE_DEFINITIONS;
/** The gates of docs/product.md#roles-and-permissions, by name; every call of the table names one. */
export const GATES: Readonly<Record<GateName, Gate>> = GATE_DEFINITIONS;

/** A call's entry: its gate, or its gate and the field naming whom (or what) it works on. */
export type AccessEntry = GateName | readonly [GateName, string];

export interface CallAccess {
  /** "METHOD pattern", as the table's key. */
  call: string;
  gate: GateName;
  /** The field (query, body or path) naming a user or object that must be in the caller's downline. */
  downline: string | null;
}

const accessOfEntry = (call: string, entry: AccessEntry): CallAccess =>
  typeof entry === 'string' ? { call, gate: entry, downline: null } : { call, gate: entry[0], downline: entry[1] };

/** The entry of a catalogue call. */
export function accessOfCall(call: CatalogueCall): CallAccess {
  return accessOfEntry(call, ACCESS_TABLE[call]);
}

/** Every entry: the catalogue's calls, then the platform's own. */
export function accessEntries(): CallAccess[] {
  const catalogue = catalogueEntries().flatMap((entry) => [...entry.methods].map((method) => `${method} ${entry.pattern}` as CatalogueCall));
  return [...catalogue.map(accessOfCall), ...Object.entries(PLATFORM_CALLS).map(([call, entry]) => accessOfEntry(call, entry))];
}

interface Pattern {
  access: CallAccess;
  parts: readonly string[];
  literals: number;
}

/** The table's calls by method and first segment (never a parameter), built once. */
const PATTERNS: ReadonlyMap<string, readonly Pattern[]> = (() => {
  const index = new Map<string, Pattern[]>();
  for (const access of accessEntries()) {
    const [method = '', pattern = ''] = access.call.split(' ');
    const parts = pattern.split('/');
    const key = `${method} ${parts[0] ?? ''}`;
    index.set(key, [...(index.get(key) ?? []), { access, parts, literals: parts.filter((part) => !part.startsWith('{')).length }]);
  }
  return index;
})();

/**
 * The entry of a request (a resource's segments and its method; HEAD is GET), or null for no call of
 * the table. A parameter matches any non-empty segment: what an id may hold is the route's to check
 * (a 400 naming it), since who may call does not depend on it. The most literal pattern wins.
 */
export function accessOf(segments: readonly string[], method: string): CallAccess | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const candidates = (PATTERNS.get(`${wanted} ${segments[0] ?? ''}`) ?? []).filter(
    ({ parts }) =>
      parts.length === segments.length &&
      parts.every((part, index) => {
        const segment = segments[index] ?? '';
        return part.startsWith('{') ? segment !== '' : part === segment;
      }),
  );
  return candidates.sort((a, b) => b.literals - a.literals)[0]?.access ?? null;
}

/** Whether the gate reads the caller's Granted names (an ADMIN at a gate with a permission). */
export function readsGrants(gate: GateName, role: Role): boolean {
  return role === 'ADMIN' && GATES[gate].permission !== undefined;
}

const ROLE_REFUSALS: Record<string, string> = {
  'ADMIN': 'This call is for admins only.',
  'ADMIN,AG': 'This call is for agents and admins only.',
};

/** The refusal of a permission, as the platform answers it (403). */
export function permissionRefusal(permission: Permission | typeof ALL_PERMISSIONS): string {
  return permission === ALL_PERMISSIONS ? "This call is for the company's full admin (Granted '*') only." : `This call needs the ${permission} permission.`;
}

/** Whether the gate answers its refusals as the unknown route's 404 (see Gate.unseen). */
export function hidesRefusal(gate: GateName): boolean {
  return GATES[gate].unseen === true;
}

/** Why the gate refuses a caller of this role holding these names, or null when it admits it. */
export function gateRefusal(gate: GateName, role: Role, granted: readonly string[]): string | null {
  const { roles, permission } = GATES[gate];
  if (!roles.includes(role)) return ROLE_REFUSALS[roles.join(',')] ?? 'This call is not for this account.';
  if (role !== 'ADMIN' || permission === undefined) return null;
  const holds = permission === ALL_PERMISSIONS ? granted.includes(ALL_PERMISSIONS) : hasPermission(granted, permission);
  return holds ? null : permissionRefusal(permission);
}
