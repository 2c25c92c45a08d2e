// The allowlist of the BFF forwarder (app/api/v1/[...path]): the calls of docs/product.md#call-catalogue that the browser
// may reach, by resource, with their methods. Pure, so jest tests the matcher directly.
//
// Reading of the spec's list: resources are written as the spec spells them (case-sensitive, no
// trailing slash: "bet/" is `bet`). The Bets GET list ("bet/userIds, page2, ...") and the Results list
// ("draw/result/r5/{id}/status, r5/report/{id}/status, ...") continue the prefix of their first item.
// Auth calls (oauth/token, logout, updatePassword, terms, message, captcha) are not here: the BFF's own
// auth handlers own them.
export const FORWARD_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type ForwardMethod = (typeof FORWARD_METHODS)[number];

type Section = Partial<Record<ForwardMethod, readonly string[]>>;

const SECTIONS = [
  { // User
    GET: ['profile', 'profile/refresh', 'profileFull', 'mMemberProfile', 'profileEditFull', 'profileNewFull', 'profileTEditFull',
      'profileTNewFull', 'memberTree', 'dMemberByRole', 'dMemberByShare', 'dMemberAllRole', 'tMemberAllRole', 'dMemberProfile',
      'mobile', 'priorityInTakes'],
    PUT: ['password', 'update-password', 'super-password', 'mobile', 'mobile2', 'betEntryAlert', 'priorityInTakes'] },
  { // Common
    GET: ['loc', 'dLoc', 'locIdAvailable', 'draw/dateAll', 'draw/resultDate', 'draw/activeLatest', 'getCurrencyCode', 'reportDate',
      'reportDate2', 'relcalCredit', 'getPartnerWeb', 'checkMemberAccess/{id}', 'catType', 'catTypeDistinct', 'mLoadDirectDownLine',
      'dShareTypeSelect', 'selectAllowEditShare', 'settings'],
    // POST relcalCredit: Credit Recal's confirmation (docs/decisions/utilities.md); the spec names the GET only.
    POST: ['cache/clear', 'relcalCredit'] },
  { // Agents and players
    GET: ['agents/directDownLine', 'agents/search', 'agents/profile', 'players/directDownLine', 'players/profile'],
    POST: ['agents', 'players'],
    PUT: ['agents', 'agents/position', 'agents/credit', 'players/update'],
    DELETE: ['agents/{ParentId}/{UserId}', 'players/{ParentId}/{UserId}'] },
  { // Announcements, audit
    // loginLog, signIns: ours, for /utilities/loginLog and /admin/profile (docs/decisions/sign-in-log.md);
    // addressList: ours, for /utilities/addressList (docs/decisions/address-lists.md)
    GET: ['announcements', 'announcement', 'audits', 'loginLog', 'signIns', 'addressList'], POST: ['announcements', 'addressList'],
    DELETE: ['announcements/{id}'] },
  { // Sessions: ours, for /admin/sessions and the agent and player forms (docs/decisions/sessions.md)
    GET: ['sessions', 'sessionSetting'], POST: ['sessions/endOthers', 'sessions/endUser'], PUT: ['sessionSetting'],
    DELETE: ['sessions/{id}'] },
  { // Two-factor sign-in: ours (docs/decisions/two-factor.md)
    GET: ['twoFactor', 'twoFactorPolicy'], POST: ['twoFactor/begin', 'twoFactor/confirm', 'twoFactor/disable', 'twoFactor/reset'],
    PUT: ['twoFactorPolicy'] },
  { // Bets and throw numbers
    GET: ['bet/userIds', 'bet/page2', 'bet/page2ByDate', 'bet/view', 'bet/viewFull', 'bet/view2ByDate', 'bet/view2ByDateFull',
      'bet/perm', 'bet/summary/drawDate', 'bet/summary/drawDateT', 'bet/summary/userIds', 'bet/settings', 'bet/fixed/page3',
      'bet/fixed/view', 'bet/fixed/settings', 'bet/throw', 'bet/throwT', 'bet/getBetSpecialSetting1', 'bet/getBetSpecialSetting2',
      'bet/generateBetSpecial/{id}/status', 'bet/tally', 'bet/detailsFull', 'bet/betByDay', 'bet/search', 'bet/searchT',
      'bet/detailDownlineFull', 'bet/byDayGroupByNumber'],
    POST: ['bet', 'bet/t', 'bet/transfer', 'bet/transfer4', 'bet/page/exportAra', 'bet/page/exportDetailsAra',
      'bet/page/exportIntakeAra', 'bet/page/combine', 'bet/page/uploadPartner', 'bet/fixed', 'bet/throw', 'throw'],
    DELETE: ['bet', 'bet/page', 'bet/fixed', 'bet/throws'],
    PUT: ['bet/updateBetSpecialSetting', 'bet/generateBetSpecial'] },
  { // Summaries, bin burst
    GET: ['betSummaryUserIdByShare', 'betSummaryByType', 'betSummaryByTypeSum', 'betSummaryReportFull', 'betSummaryFull',
      'betSummary3Full', 'binBurstImport', 'binBurstImportAdmin'],
    POST: ['binBurstImport'], PUT: ['generateBurstImportPayOut'] },
  { // Distributors
    GET: ['distributors/total', 'distributors/byId/{id}', 'distributors/users/{id}', 'distributors/rule/{id}',
      'distributors/rule/{id}/outset/status'],
    POST: ['distributors'],
    PUT: ['distributors', 'distributors/{id}/partners', 'distributors/rule/{id}', 'distributors/rule/{id}/outset'],
    DELETE: ['distributors/{id}'] },
  { // Draws and results
    GET: ['draw2', 'draw/byId/{id}', 'draw/week', 'draw/weekJob', 'draw/result', 'draw/resultReport', 'draw/result/r5/{id}/status',
      'draw/result/r5/report/{id}/status', 'draw/result/binBurst/{id}/status', 'draw/result/binConfirm/{id}/status',
      'draw/result/binConfirm/report/{id}/status', 'draw/result/SMSString', 'draw/result/feed'],
    POST: ['draw', 'insertProcess', 'draw/result/r5', 'draw/result/r5/report', 'draw/result/binBurst', 'draw/result/binConfirm',
      'draw/result/binConfirm/report'],
    PUT: ['draw', 'draw/result/reset6/{id}', 'draw/result/reset7/{id}'] },
  { // Files
    GET: ['files', 'files/processUpload/{id}/status'],
    POST: ['files/upload', 'files/upload/dbf', 'files/upload/lzh', 'files/processUpload/{id}'],
    PUT: ['files/updateFilesBatchByFileId'], DELETE: ['files/{FileId}'] },
  { // Fixed, limits, outset
    // outSetting2, outsettingProcess/{id}/status, betsIn: ours, for Out Setting 2 and Bets In / Out (docs/decisions/outset.md)
    // riskBoard, riskLock, riskCap: ours, for /outset/risk (docs/decisions/risk-board.md)
    GET: ['selectFixedSetting', 'selectProcessJob', 'limit', 'outSetting6', 'outSetting2Full', 'outSetting2Exceed', 'outSetting2',
      'outsettingProcess/{id}/status', 'betsIn', 'riskBoard'],
    POST: ['updateProcessJob', 'limit', 'limit/delete', 'outSetting6', 'outsettingProcess1', 'outsettingProcess2', 'riskLock'],
    PUT: ['updateFixedSetting', 'limit', 'riskCap'], DELETE: ['limit/{id}'] },
  { // Payments, pay rates, permissions
    GET: ['selectStatementSum', 'selectStatementSumFull', 'statementByMonth', 'paymentUserIds', 'selectStatementType',
      'statementByUserId', 'payRatesN', 'payRatesI', 'payRatesK', 'payRates', 'permissions', 'permissionGranted'],
    POST: ['updateStatementSum', 'insertStatement2', 'insertStatements', 'payRate', 'permissions'],
    PUT: ['payRate', 'payRateDefault'],
    DELETE: ['deleteStatement2/{id}', 'payRate/{id}', 'permissions/{id}'] },
  { // Reports
    GET: ['reportSummary3', 'dSelectStatementSummary', 'reportBetPage', 'reportBetPageFull', 'reportPersonalBetPage',
      'reportPersonalBetPageFull', 'mMemberReportSummary', 'reportStrike', 'reportStrike2', 'reportStrikeSummary',
      'reportStrikeSummary2', 'reportStrikeSummary3', 'reportStrikeResultDetail', 'reportStrikeResultDetail2',
      'selectReportShareClaim', 'selectReportShareClaimBack', 'selectReportInTakeStrike', 'reportGroupSetting',
      'reportBreakdownFull', 'reportFull', 'reportUplineFull', 'reportFull2', 'reportGroupFull', 'reportGroup2Full',
      'reportCollectionFull', 'reportOutFull', 'reportStakeFull'],
    POST: ['reportGroupSetting'], DELETE: ['reportGroupSetting'] },
  { // Share claim
    // shareClaimSetting: ours, for /control/shareClaimSetting (docs/decisions/sub-shares.md)
    GET: ['reportDownLine', 'shareClaim', 'shareClaimSetting'], POST: ['shareClaim', 'shareClaimBackSelect', 'shareClaimBack', 'shareClaimSetting'],
    PUT: ['generateReportPlaceOutShareMix', 'updateReportShare', 'shareClaimBackImport', 'generateShareClaimReport', 'shareClaimBack'],
    DELETE: ['shareClaim/{id}', 'shareClaimBack/{id}'] },
  { // SMS
    GET: ['dSMS', 'getSMSReportSum', 'getSMSReport', 'getSMSAgent', 'mSMSSubscribeTree', 'SMSSubscribeById', 'smsSetting',
      'SMSGateway', 'SMSGatewayById', 'dSMSSubscribeStrikeTree', 'mSMSSubscribeStrikeTree'],
    POST: ['addSMSAgent', 'insertMultiSMSSubscribe', 'resendSms', 'sendSmsResult', 'sendSmsStrike'],
    PUT: ['updateSMSGateway', 'dSMSSetting'], DELETE: ['deleteSMSAgent/{id}', 'SMSSubscribe'] },
  { // Sub share, group expense, backup
    GET: ['subShare', 'groupExpense', 'countCreateARA'], POST: ['subShare', 'groupExpense', 'backupARA'],
    PUT: ['resetUpdateCreateARA/{id}'], DELETE: ['subShare/{id}', 'groupExpense/{id}'] },
] as const satisfies readonly Section[];

/** The calls of one section as "METHOD pattern". */
type CallsOf<S> = S extends unknown
  ? { [M in ForwardMethod & keyof S]: S[M] extends readonly (infer P extends string)[] ? `${M} ${P}` : never }[ForwardMethod & keyof S]
  : never;
/**
 * Every call of the catalogue as "METHOD pattern" ("GET reportFull", "DELETE agents/{ParentId}/{UserId}"),
 * so a table keyed by it (lib/contract/access.ts) fails typecheck when a call has no entry.
 */
export type CatalogueCall = CallsOf<(typeof SECTIONS)[number]>;

/** docs/product.md#caching: these GETs are cached for 3 minutes. */
export const CACHE_TTL_MS = 180_000;
/** The cached GETs; each also has a route file of its own under app/api/v1 (tests/bff/forwarder-routes.test.ts). */
export const CACHEABLE: readonly string[] = ['bet/userIds', 'bet/summary/userIds', 'bet/summary/drawDate', 'betSummaryUserIdByShare', 'reportDate2',
  'dMemberAllRole', 'announcements', 'locIdAvailable'];
/** Multipart bodies, streamed with a size cap; every other write is JSON. */
const MULTIPART = ['files/upload', 'files/upload/dbf', 'files/upload/lzh'];
/** Exports, uploads and their processing get the long timeout. */
const LONG = [...MULTIPART, 'files/processUpload/{id}', 'bet/page/exportAra', 'bet/page/exportDetailsAra',
  'bet/page/exportIntakeAra', 'backupARA'];
/** Never forwarded, whatever a later edit adds above (checked at load). */
export const AUTH_CALLS = ['oauth/token', 'logout', 'updatePassword', 'terms', 'message', 'captcha'];

export interface CatalogueEntry {
  pattern: string;
  segments: readonly string[];
  methods: ReadonlySet<ForwardMethod>;
  /** Its GET answers may be cached (for CACHE_TTL_MS). */
  cacheable: boolean;
  multipart: boolean;
  long: boolean;
}

function buildCatalogue(): ReadonlyMap<string, CatalogueEntry[]> {
  const byPattern = new Map<string, CatalogueEntry & { methods: Set<ForwardMethod> }>();
  for (const section of SECTIONS as readonly Section[]) {
    for (const method of FORWARD_METHODS) {
      for (const pattern of section[method] ?? []) {
        if (AUTH_CALLS.includes(pattern)) throw new Error(`The auth call ${pattern} must not be forwarded.`);
        const entry = byPattern.get(pattern) ?? { pattern, segments: pattern.split('/'), methods: new Set(),
          cacheable: CACHEABLE.includes(pattern), multipart: MULTIPART.includes(pattern), long: LONG.includes(pattern) };
        entry.methods.add(method);
        byPattern.set(pattern, entry);
      }
    }
  }
  // Indexed by first segment (never a parameter), so a lookup scans a handful of entries.
  const index = new Map<string, CatalogueEntry[]>();
  for (const entry of byPattern.values()) {
    const first = entry.segments[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  return index;
}

const CATALOGUE = buildCatalogue();
/** The patterns without a parameter, by their path: most calls are found with one lookup. */
const LITERAL: ReadonlyMap<string, CatalogueEntry> = new Map(
  [...CATALOGUE.values()].flat().filter((entry) => !entry.pattern.includes('{')).map((entry) => [entry.pattern, entry]),
);

/** Every resource of the allowlist (for tests and documentation). */
export function catalogueEntries(): CatalogueEntry[] {
  return [...CATALOGUE.values()].flat();
}

/** What a path parameter ({id}, {UserId}, ...) may hold: an id, never a path. */
const PARAMETER = /^[A-Za-z0-9_@-][A-Za-z0-9_.@-]{0,63}$/;

function matches(entry: CatalogueEntry, segments: readonly string[]): boolean {
  if (entry.segments.length !== segments.length) return false;
  return entry.segments.every((part, index) => {
    const segment = segments[index] ?? '';
    return part.startsWith('{') ? PARAMETER.test(segment) && segment !== '..' : part === segment;
  });
}

const literalCount = (entry: CatalogueEntry) => entry.segments.filter((part) => !part.startsWith('{')).length;

export type CatalogueMatch =
  | { kind: 'found'; entry: CatalogueEntry }
  | { kind: 'method-not-allowed'; allow: ForwardMethod[] }
  | { kind: 'unknown' };

/**
 * The entry for a resource's segments and method. A known path with another method is 405 (with
 * Allow); an unknown path is 404. The most literal pattern wins (distributors/total over /{id}).
 */
export function matchCatalogue(segments: readonly string[], method: string): CatalogueMatch {
  // A literal pattern beats any parameter pattern, so when it allows the method it is the answer.
  const literal = LITERAL.get(segments.join('/'));
  if (literal?.methods.has(method as ForwardMethod)) return { kind: 'found', entry: literal };
  const candidates = (CATALOGUE.get(segments[0] ?? '') ?? []).filter((entry) => matches(entry, segments));
  if (candidates.length === 0) return { kind: 'unknown' };
  const allowed = candidates.filter((entry) => entry.methods.has(method as ForwardMethod));
  const best = allowed.sort((a, b) => literalCount(b) - literalCount(a))[0];
  if (best) return { kind: 'found', entry: best };
  const allow = new Set(candidates.flatMap((entry) => [...entry.methods]));
  return { kind: 'method-not-allowed', allow: FORWARD_METHODS.filter((name) => allow.has(name)) };
}
