// The access table: every call of the catalogue, built or not, with its gate (access.ts
// GATES: roles, and the docs/product.md#roles-and-permissions permission an ADMIN needs) and, where it names a user or an object of
// someone's, that field (the service answers 404 when it is outside the caller's downline). Keyed by
// CatalogueCall, so a call added to the catalogue without an entry here fails typecheck.
//
// Reading of docs/product.md#roles-and-permissions where it names no rule: what every page of the menu reads (draws, tickets, bet
// summaries, announcements, member pickers, report dates) is signedIn; Control, OutSet and Utilities
// calls are admin (with the permission of their link when it names one); SMS calls are agentOrAdmin
// (the gateway's: SMSGateway); payments and share claims are agentOrAdmin (their flags are the
// services'). Calls not built yet carry the gate of the menu link they belong to; the route that
// builds one inherits it (docs/decisions/access.md, "One access table").
import type { AccessEntry } from './access';
import type { CatalogueCall } from './catalogue';

export const ACCESS_TABLE = {
  // User
  'GET profile': 'signedIn', 'GET profile/refresh': 'signedIn', 'GET profileFull': 'signedIn',
  'GET mMemberProfile': ['signedIn', 'UserId'], 'GET dMemberProfile': ['signedIn', 'UserId'],
  'GET profileNewFull': ['memberEdit', 'ParentId'], 'GET profileEditFull': ['memberEdit', 'UserId'],
  'GET profileTNewFull': ['memberEdit', 'ParentId'], 'GET profileTEditFull': ['memberEdit', 'UserId'],
  'GET memberTree': ['signedIn', 'UserId'], 'GET dMemberByRole': ['signedIn', 'UserId'], 'GET dMemberByShare': ['signedIn', 'UserId'],
  'GET dMemberAllRole': ['signedIn', 'UserId'], 'GET tMemberAllRole': ['signedIn', 'UserId'],
  'GET mobile': 'signedIn', 'PUT mobile': 'signedIn', 'PUT mobile2': 'signedIn', 'PUT betEntryAlert': 'signedIn',
  'GET priorityInTakes': ['signedIn', 'UserId'], 'PUT priorityInTakes': ['intakeEdit', 'UserId'],
  'PUT password': ['memberEdit', 'UserId'], 'PUT update-password': 'signedIn', 'PUT super-password': 'superPwd',

  // Common
  'GET loc': 'signedIn', 'GET dLoc': 'signedIn', 'GET locIdAvailable': 'signedIn', 'GET draw/dateAll': 'signedIn',
  'GET draw/resultDate': 'signedIn', 'GET draw/activeLatest': 'signedIn', 'GET getCurrencyCode': 'signedIn',
  'GET reportDate': 'signedIn', 'GET reportDate2': 'signedIn', 'GET relcalCredit': 'admin', 'GET getPartnerWeb': 'signedIn',
  'GET checkMemberAccess/{id}': ['signedIn', 'id'], 'GET catType': 'signedIn', 'GET catTypeDistinct': 'signedIn',
  'GET mLoadDirectDownLine': ['signedIn', 'UserId'], 'GET dShareTypeSelect': 'signedIn', 'GET selectAllowEditShare': 'signedIn',
  'GET settings': 'signedIn', 'POST cache/clear': 'admin', 'POST relcalCredit': 'admin',

  // Agents and players
  'GET agents/directDownLine': ['memberEdit', 'UserId'], 'GET agents/search': ['memberEdit', 'UserId'],
  'GET agents/profile': ['memberEdit', 'UserId'], 'POST agents': ['memberEdit', 'ParentId'], 'PUT agents': ['memberEdit', 'UserId'],
  'PUT agents/position': ['memberEdit', 'UserId'], 'PUT agents/credit': ['memberEdit', 'UserId'],
  'DELETE agents/{ParentId}/{UserId}': ['memberEdit', 'UserId'],
  'GET players/directDownLine': ['memberEdit', 'UserId'], 'GET players/profile': ['memberEdit', 'UserId'],
  'POST players': ['memberEdit', 'ParentId'], 'PUT players/update': ['memberEdit', 'UserId'],
  'DELETE players/{ParentId}/{UserId}': ['memberEdit', 'UserId'],

  // Announcements, audit
  'GET announcements': 'signedIn', 'GET announcement': 'signedIn', 'POST announcements': 'admin', 'DELETE announcements/{id}': 'admin',
  'GET audits': 'admin', 'GET loginLog': 'admin', 'GET signIns': 'signedIn',
  'GET addressList': 'adminEdit', 'POST addressList': 'adminEdit',

  // Sessions: one's own; a downline user's for its upline with MemberEdit; the idle timeout for AdminEdit
  'GET sessions': 'signedIn', 'DELETE sessions/{id}': 'signedIn', 'POST sessions/endOthers': 'signedIn',
  'POST sessions/endUser': ['memberEdit', 'UserId'], 'GET sessionSetting': 'adminEdit', 'PUT sessionSetting': 'adminEdit',
  // Two-factor: one's own is everyone's; another's reset is Super Password's; the policy the full admin's
  'GET twoFactor': 'signedIn', 'POST twoFactor/begin': 'signedIn', 'POST twoFactor/confirm': 'signedIn', 'POST twoFactor/disable': 'signedIn',
  'POST twoFactor/reset': 'superPwd', 'GET twoFactorPolicy': 'fullAdmin', 'PUT twoFactorPolicy': 'fullAdmin',

  // Bets: reading is everyone's (in its downline); placing, moving and deleting is Place Bets'
  'GET bet/userIds': 'signedIn', 'GET bet/page2': ['signedIn', 'UserId'], 'GET bet/page2ByDate': ['signedIn', 'UserId'],
  'GET bet/view': ['signedIn', 'TicketId'], 'GET bet/viewFull': ['signedIn', 'TicketId'], 'GET bet/view2ByDate': ['signedIn', 'UserId'],
  'GET bet/view2ByDateFull': ['signedIn', 'UserId'], 'GET bet/perm': 'signedIn', 'GET bet/summary/drawDate': ['signedIn', 'UserId'],
  'GET bet/summary/drawDateT': ['signedIn', 'UserId'], 'GET bet/summary/userIds': ['signedIn', 'UserId'], 'GET bet/settings': 'signedIn',
  'GET bet/fixed/page3': ['signedIn', 'UserId'], 'GET bet/fixed/view': ['signedIn', 'FixedBetId'], 'GET bet/fixed/settings': 'signedIn',
  'GET bet/throw': ['signedIn', 'UserId'], 'GET bet/throwT': ['signedIn', 'UserId'], 'GET bet/tally': ['signedIn', 'UserId'],
  'GET bet/detailsFull': ['signedIn', 'UserId'], 'GET bet/betByDay': ['signedIn', 'UserId'], 'GET bet/search': ['signedIn', 'UserId'],
  'GET bet/searchT': ['signedIn', 'UserId'], 'GET bet/detailDownlineFull': ['signedIn', 'UserId'],
  'GET bet/byDayGroupByNumber': ['signedIn', 'UserId'],
  'POST bet': ['betEntry', 'UserId'], 'POST bet/t': ['betEntry', 'UserId'], 'POST bet/transfer': ['betEntry', 'TicketIds'],
  'POST bet/transfer4': ['betEntry', 'BetIds'], 'POST bet/page/combine': ['betEntry', 'TicketIds'], 'POST bet/fixed': ['betEntry', 'UserId'],
  'DELETE bet': ['betEntry', 'BetId'], 'DELETE bet/page': ['betEntry', 'TicketId'], 'DELETE bet/fixed': ['betEntry', 'FixedBetId'],
  'POST bet/page/exportAra': ['signedIn', 'UserId'], 'POST bet/page/exportDetailsAra': ['signedIn', 'UserId'],
  'POST bet/page/exportIntakeAra': ['signedIn', 'UserId'], 'POST bet/page/uploadPartner': 'betUpload',
  // Throw Number (OutSet menu, no permission of its own)
  'POST bet/throw': 'admin', 'POST throw': 'admin', 'DELETE bet/throws': 'admin',
  // Bet Special and its bin-burst import: OutSet (docs/decisions/bet-special.md)
  'GET bet/getBetSpecialSetting1': 'admin', 'GET bet/getBetSpecialSetting2': 'admin', 'GET bet/generateBetSpecial/{id}/status': 'admin',
  'PUT bet/updateBetSpecialSetting': 'admin', 'PUT bet/generateBetSpecial': 'admin',

  // Summaries, and the bin-burst import (a section of Bet Special)
  'GET betSummaryUserIdByShare': ['signedIn', 'UserId'], 'GET betSummaryByType': ['signedIn', 'UserId'],
  'GET betSummaryByTypeSum': ['signedIn', 'UserId'], 'GET betSummaryReportFull': ['signedIn', 'UserId'],
  'GET betSummaryFull': ['signedIn', 'UserId'], 'GET betSummary3Full': ['signedIn', 'UserId'],
  'GET binBurstImport': 'admin', 'GET binBurstImportAdmin': 'admin', 'POST binBurstImport': 'admin',
  'PUT generateBurstImportPayOut': 'admin',

  // Distributors (Out Setting 3)
  // The list and a distributor's figures are read by Throw Number too, which is any admin's.
  'GET distributors/total': 'admin', 'GET distributors/byId/{id}': 'outSet', 'GET distributors/users/{id}': 'admin',
  'GET distributors/rule/{id}': 'outSet', 'GET distributors/rule/{id}/outset/status': 'outSet', 'POST distributors': 'outSet',
  'PUT distributors': 'outSet', 'PUT distributors/{id}/partners': 'outSet', 'PUT distributors/rule/{id}': 'outSet',
  'PUT distributors/rule/{id}/outset': 'outSet', 'DELETE distributors/{id}': 'outSet',

  // Draws and results: published to everyone of the location; changing them is Draw Setting's
  'GET draw2': 'signedIn', 'GET draw/byId/{id}': 'signedIn', 'GET draw/week': 'signedIn', 'GET draw/result': 'signedIn',
  'GET draw/resultReport': 'signedIn', 'GET draw/result/SMSString': 'signedIn', 'GET draw/result/feed': 'signedIn',
  'GET draw/weekJob': 'drawSetting', 'GET draw/result/r5/{id}/status': 'drawSetting', 'GET draw/result/r5/report/{id}/status': 'drawSetting',
  'GET draw/result/binBurst/{id}/status': 'drawSetting', 'GET draw/result/binConfirm/{id}/status': 'drawSetting',
  'GET draw/result/binConfirm/report/{id}/status': 'drawSetting', 'POST draw': 'drawSetting', 'POST insertProcess': 'drawSetting',
  'POST draw/result/r5': 'drawSetting', 'POST draw/result/r5/report': 'drawSetting', 'POST draw/result/binBurst': 'drawSetting',
  'POST draw/result/binConfirm': 'drawSetting', 'POST draw/result/binConfirm/report': 'drawSetting', 'PUT draw': 'drawSetting',
  'PUT draw/result/reset6/{id}': 'drawSetting', 'PUT draw/result/reset7/{id}': 'drawSetting',

  // Files (Bet Upload)
  'GET files': ['betUpload', 'UserId'], 'GET files/processUpload/{id}/status': ['betUpload', 'id'],
  'POST files/upload': ['betUpload', 'UserId'], 'POST files/upload/dbf': ['betUpload', 'UserId'], 'POST files/upload/lzh': ['betUpload', 'UserId'],
  'POST files/processUpload/{id}': ['betUpload', 'id'], 'PUT files/updateFilesBatchByFileId': ['betUpload', 'FileId'],
  'DELETE files/{FileId}': ['betUpload', 'FileId'],

  // Fixed setting and process, limits (TT's Limit Setting), outset
  'GET selectFixedSetting': 'fixedSetting', 'GET selectProcessJob': 'fixedSetting', 'PUT updateFixedSetting': 'fixedSetting',
  'POST updateProcessJob': 'fixedSetting',
  // Limit Setting bounds what the draws take, like the draw settings: DrawSetting (docs/decisions/betting.md).
  'GET limit': 'drawSetting', 'POST limit': 'drawSetting', 'PUT limit': 'drawSetting', 'POST limit/delete': 'drawSetting',
  'DELETE limit/{id}': 'drawSetting',
  'GET outSetting6': 'outSet', 'GET outSetting2Full': ['outSet', 'UserId'], 'GET outSetting2Exceed': ['outSet', 'UserId'], 'POST outSetting6': 'outSet',
  'POST outsettingProcess1': ['outSet', 'UserId'], 'POST outsettingProcess2': ['outSet', 'UserId'],
  'GET outSetting2': ['outSet', 'UserId'], 'GET outsettingProcess/{id}/status': 'outSet', 'GET betsIn': ['admin', 'UserId'],
  // Ours: the live risk board of /outset/risk (docs/decisions/risk-board.md)
  'GET riskBoard': 'outSet', 'POST riskLock': 'outSet', 'PUT riskCap': 'outSet',

  // Payments (their flag, EnableCreateDownline, is the service's), pay rates, permissions
  'GET selectStatementSum': ['agentOrAdmin', 'UserId'], 'GET selectStatementSumFull': ['agentOrAdmin', 'UserId'],
  'GET statementByMonth': ['agentOrAdmin', 'UserId'], 'GET paymentUserIds': ['agentOrAdmin', 'UserId'],
  'GET selectStatementType': 'agentOrAdmin', 'GET statementByUserId': ['agentOrAdmin', 'UserId'],
  'POST updateStatementSum': ['agentOrAdmin', 'UserId'], 'POST insertStatement2': ['agentOrAdmin', 'UserId'],
  'POST insertStatements': ['agentOrAdmin', 'UserId'], 'DELETE deleteStatement2/{id}': ['agentOrAdmin', 'id'],
  'GET payRatesN': 'signedIn', 'GET payRatesI': 'signedIn', 'GET payRatesK': 'signedIn', 'GET payRates': 'signedIn',
  'POST payRate': 'drawSetting', 'PUT payRate': 'drawSetting', 'PUT payRateDefault': 'drawSetting', 'DELETE payRate/{id}': 'drawSetting',
  'GET permissions': 'adminEdit', 'GET permissionGranted': 'adminEdit', 'POST permissions': 'adminEdit', 'DELETE permissions/{id}': 'adminEdit',

  // Reports: the Reports menu; the stake and strike reports are admin-or-agent
  'GET reportSummary3': ['report', 'UserId'], 'GET dSelectStatementSummary': ['report', 'UserId'],
  'GET reportBetPage': ['report', 'UserId'], 'GET reportBetPageFull': ['report', 'UserId'],
  'GET reportPersonalBetPage': ['report', 'UserId'], 'GET reportPersonalBetPageFull': ['report', 'UserId'],
  'GET mMemberReportSummary': ['report', 'UserId'], 'GET reportStrikeResultDetail': ['report', 'UserId'],
  'GET reportFull': ['report', 'UserId'], 'GET reportUplineFull': ['report', 'UserId'], 'GET reportFull2': ['report', 'UserId'],
  'GET reportGroupFull': ['report', 'UserId'], 'GET reportGroup2Full': ['report', 'UserId'],
  'GET reportCollectionFull': ['report', 'UserId'], 'GET reportOutFull': ['report', 'UserId'],
  'GET reportGroupSetting': ['report', 'UserId'], 'POST reportGroupSetting': ['report', 'UserId'], 'DELETE reportGroupSetting': ['report', 'UserId'],
  'GET reportStrike': ['staffReport', 'UserId'], 'GET reportStrike2': ['staffReport', 'UserId'],
  'GET reportStrikeSummary': ['staffReport', 'UserId'], 'GET reportStrikeSummary2': ['staffReport', 'UserId'],
  'GET reportStrikeSummary3': ['staffReport', 'UserId'], 'GET reportStrikeResultDetail2': ['staffReport', 'UserId'],
  'GET selectReportInTakeStrike': ['staffReport', 'UserId'], 'GET reportStakeFull': ['staffReport', 'UserId'],
  'GET reportBreakdownFull': ['staffReport', 'UserId'],
  'GET selectReportShareClaim': ['staffReport', 'UserId'], 'GET selectReportShareClaimBack': ['staffReport', 'UserId'],

  // Share claims (Control; their flag is the service's)
  'GET reportDownLine': ['agentOrAdmin', 'UserId'], 'GET shareClaim': ['agentOrAdmin', 'UserId'],
  'POST shareClaim': ['agentOrAdmin', 'UserId'], 'POST shareClaimBackSelect': ['agentOrAdmin', 'UserId'],
  'POST shareClaimBack': ['agentOrAdmin', 'ClaimId'], 'PUT generateReportPlaceOutShareMix': ['agentOrAdmin', 'UserId'],
  'PUT updateReportShare': ['agentOrAdmin', 'ClaimId'], 'PUT shareClaimBackImport': ['agentOrAdmin', 'UserId'],
  'PUT generateShareClaimReport': 'agentOrAdmin', 'PUT shareClaimBack': ['agentOrAdmin', 'ClaimId'],
  'DELETE shareClaim/{id}': ['agentOrAdmin', 'id'], 'DELETE shareClaimBack/{id}': ['agentOrAdmin', 'id'],
  // Ours (docs/decisions/sub-shares.md): a Control page's, so admins; the service adds the payments' right
  'GET shareClaimSetting': 'admin', 'POST shareClaimSetting': ['admin', 'UserId'],

  // SMS: the SMS menu (agents and admins); the gateway and the location's SMS setting are SMSGateway's
  'GET dSMS': 'agentOrAdmin', 'GET getSMSReportSum': 'agentOrAdmin', 'GET getSMSReport': 'agentOrAdmin',
  // SMS agents and subscriptions are admins' (docs/decisions/sms-subscriptions.md: they name any user of the location)
  'GET getSMSAgent': 'admin', 'GET mSMSSubscribeTree': 'admin', 'GET SMSSubscribeById': 'admin',
  'GET dSMSSubscribeStrikeTree': 'admin', 'GET mSMSSubscribeStrikeTree': 'admin',
  'POST addSMSAgent': 'admin', 'POST insertMultiSMSSubscribe': 'admin', 'POST resendSms': 'agentOrAdmin',
  'POST sendSmsResult': 'agentOrAdmin', 'POST sendSmsStrike': 'agentOrAdmin', 'DELETE deleteSMSAgent/{id}': 'admin',
  'DELETE SMSSubscribe': 'admin',
  'GET smsSetting': 'signedIn',
  'GET SMSGateway': 'smsGateway', 'GET SMSGatewayById': 'smsGateway', 'PUT updateSMSGateway': 'smsGateway', 'PUT dSMSSetting': 'smsGateway',

  // Sub share (Control), group expense (the group report's), backup (Utilities)
  // Both on /control/subShare: every admin, as the link (docs/decisions/sub-shares.md)
  'GET subShare': ['admin', 'UserId'], 'POST subShare': ['admin', 'UserId'], 'DELETE subShare/{id}': ['admin', 'id'],
  'GET groupExpense': ['admin', 'UserId'], 'POST groupExpense': ['admin', 'UserId'], 'DELETE groupExpense/{id}': ['admin', 'id'],
  'GET countCreateARA': 'admin', 'PUT resetUpdateCreateARA/{id}': 'admin', 'POST backupARA': 'admin',
} as const satisfies Record<CatalogueCall, AccessEntry>;

/** The platform's own calls under /api/v1/{4d|tt}/ that the BFF never forwards. */
export const PLATFORM_CALLS = {
  'PUT settings/maintenance': 'fullAdmin',
  'PUT settings/captcha': 'fullAdmin',
} as const satisfies Record<string, AccessEntry>;
