// The visibility rules of docs/product.md#roles-and-permissions as small predicates, one per rule, shared by the menu and the
// route guards. Pure: the inputs are the signed-in profile and the game of the current location.
import type { Game, Role } from '@/lib/contract/common';
import type { Profile } from '@/lib/contract/profile';

/** The named permissions of docs/product.md#roles-and-permissions; a profile holds them in Granted, or '*' for all of them. */
export const PERMISSIONS = [
  'BetEntry',
  'DrawSetting',
  'FixedSetting',
  'AdminEdit',
  'SuperPwd',
  'Report',
  'OutSet',
  'SMSGateway',
  'MemberEdit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const ALL_PERMISSIONS = '*';

/** Group reports are for the top of the tree: Rank 2 or lower (admin 0, first-level agents 1, ...). */
export const GROUP_REPORT_MAX_RANK = 2;

/** The fields of the profile the rules read. */
const MENU_PROFILE_FIELDS = [
  'Role',
  'Rank',
  'Granted',
  'dShare',
  'tShare',
  'EnableCreateAgent',
  'EnableCreateDownline',
  'EnablePlaceBet',
  'EnableUpload',
  'disablePlaceBetAndFixedBet',
  'GroupReportDisabled',
  'GroupReportBreakdownDisabled',
  'dEnableViewShareClaim',
  'tOutSetting1Enabled',
] as const satisfies readonly (keyof Profile)[];
export type MenuProfile = Pick<Profile, (typeof MENU_PROFILE_FIELDS)[number]>;

/** Only the fields the rules read, e.g. to hand the menu to the browser. */
export function menuProfileOf(profile: MenuProfile): MenuProfile {
  return Object.fromEntries(MENU_PROFILE_FIELDS.map((field) => [field, profile[field]])) as MenuProfile;
}

export interface RuleContext {
  profile: MenuProfile;
  game: Game;
}
export type MenuRule = (context: RuleContext) => boolean;

export function hasPermission(granted: readonly string[], name: Permission): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(name);
}

/** docs/product.md#entities-and-fields: the member check also recognises the long form MEMBER. */
export function isMemberRole(role: string | null | undefined): boolean {
  return role === 'MEM' || role === 'MEMBER';
}

/** The signed-in guard of docs/product.md#roles-and-permissions: admin, agent or member. */
export function admitsSignedIn(role: string | null | undefined): boolean {
  return role === 'ADMIN' || role === 'AG' || isMemberRole(role);
}

/** The second guard of docs/product.md#roles-and-permissions: agent or admin only. */
export function admitsAgentOrAdmin(role: string | null | undefined): boolean {
  return role === 'ADMIN' || role === 'AG';
}

const role = (wanted: Role): MenuRule => ({ profile }) => profile.Role === wanted;
const granted = (name: Permission): MenuRule => ({ profile }) => hasPermission(profile.Granted, name);
const allOf = (...rules: MenuRule[]): MenuRule => (context) => rules.every((rule) => rule(context));
const anyOf = (...rules: MenuRule[]): MenuRule => (context) => rules.some((rule) => rule(context));
const not = (rule: MenuRule): MenuRule => (context) => !rule(context);

const admin = role('ADMIN');
const agent = role('AG');
const member: MenuRule = ({ profile }) => isMemberRole(profile.Role);
const fourD: MenuRule = ({ game }) => game === '4D';
const tt: MenuRule = ({ game }) => game === 'TT';
const fixedBetsDisabled: MenuRule = ({ profile }) => profile.disablePlaceBetAndFixedBet;
/** The share of the current game: dShare for 4D, tShare for TT. */
const holdsShare: MenuRule = ({ profile, game }) => (game === 'TT' ? profile.tShare : profile.dShare) > 0;

/** The Agent and Player pages' calls need an admin's MemberEdit (lib/contract/access.ts, gate memberEdit). */
const editsMembers: MenuRule = anyOf(not(admin), granted('MemberEdit'));

const groupReport = allOf(
  ({ profile }) => profile.Rank <= GROUP_REPORT_MAX_RANK,
  ({ profile }) => !profile.GroupReportDisabled,
  holdsShare,
);

/** One entry per rule of docs/product.md#roles-and-permissions; the menu catalogue names them. */
export const RULES = {
  everyone: () => true,
  admin,
  agentOrAdmin: anyOf(admin, agent),
  fourD,
  tt,
  createAgent: ({ profile }) => profile.EnableCreateAgent,
  createDownline: ({ profile }) => profile.EnableCreateDownline,
  manageAgents: allOf(({ profile }) => profile.EnableCreateAgent, editsMembers),
  managePlayers: allOf(({ profile }) => profile.EnableCreateDownline, editsMembers),
  placeBets: allOf(
    anyOf(allOf(admin, granted('BetEntry')), agent, member),
    ({ profile }) => profile.EnablePlaceBet,
    not(fixedBetsDisabled),
  ),
  betUpload: allOf(({ profile }) => profile.EnableUpload, anyOf(agent, admin), anyOf(granted('BetEntry'), agent)),
  fixedBets: not(fixedBetsDisabled),
  reports: anyOf(granted('Report'), agent, member),
  groupReport,
  groupReportBreakdown: allOf(groupReport, ({ profile }) => !profile.GroupReportBreakdownDisabled),
  /**
   * The Control share-claim pages: a claim-back is a payment, so the platform answers a sub-admin without
   * the payments' right (EnableCreateDownline) 404 on every share-claim call; the company holds every flag.
   */
  shareClaimControl: ({ profile }) => profile.EnableCreateDownline,
  shareClaimView: allOf(fourD, ({ profile }) => profile.dShare > 0 && profile.dEnableViewShareClaim === 1),
  drawSetting: granted('DrawSetting'),
  fixedSetting: granted('FixedSetting'),
  permission: granted('AdminEdit'),
  payRate: allOf(granted('DrawSetting'), fourD),
  limitSetting: allOf(granted('DrawSetting'), tt),
  outSetting: granted('OutSet'),
  /** The live risk board of /outset/risk: OutSet, for the 4D locations (docs/decisions/risk-board.md). */
  riskBoard: allOf(granted('OutSet'), fourD),
  outSetting1: allOf(granted('OutSet'), anyOf(fourD, ({ profile }) => profile.tOutSetting1Enabled)),
  superPassword: granted('SuperPwd'),
  /**
   * The company's full admin only (Granted '*'): the platform-wide switches (two-factor requirement).
   * Holding every name one by one is not enough, as the platform's fullAdmin gate also says.
   */
  fullAdmin: allOf(admin, ({ profile }) => profile.Granted.includes(ALL_PERMISSIONS)),
  smsGateway: allOf(fourD, granted('SMSGateway')),
} satisfies Record<string, MenuRule>;
export type RuleName = keyof typeof RULES;
