// A sound call of each write route of the platform, for the sweep to break (write-sweep.test.ts):
// mutations of a call that would pass get past the schema into the services, where the 500s hid.
// Keyed by method and resource (the path after /api/v1/{4d|tt}/, /api/v1/ or /api/, with Hono's
// :params). Users and ids are the demo data's (docs/demo.md); calls that would end the sweep's own sessions or lock the
// platform (its own password, logout, maintenance) are aimed so that a mutation cannot complete them.
import type { Game } from '@/lib/contract/common';

export interface SweepContext {
  game: Game;
  /** The draw of the location taking bets now, and one with a result (the demo's past draws, docs/demo.md). */
  openDrawId: number;
  resultedDrawId: number;
}

export interface Example {
  /** Query parameters besides LocId. */
  query?: Record<string, string>;
  /** Values of the route's path parameters. */
  params?: Record<string, string>;
  /** A JSON body (its absence: no body). */
  body?: unknown;
  /** Text fields of a multipart upload, sent with one file part. */
  form?: { fields: Record<string, string>; fileName: string; file: string };
}

const KEY = 'sweep-key-0001';
const fourDBet = { Number: '1234', Big: '1.00', Small: '1.00', Kind: 'ORDINARY' };
const totoBet = { Numbers: ['01', '02', '03', '04', '05', '06'], Roll: false, Amount: '1.00', Kind: 'TT' };
const betOf = (x: SweepContext) => (x.game === 'TT' ? totoBet : fourDBet);
const araLine = (x: SweepContext) => (x.game === 'TT' ? '01 02 03 04 05 06#1\n' : '1234#1#1\n');

export const EXAMPLES: Record<string, (x: SweepContext) => Example> = {
  // ---- Outside /api/v1/{4d|tt}/ ----
  'POST oauth/token': () => ({ body: { username: 'nobody', password: 'Wrong1234' } }),
  'POST signInLog': () => ({ body: { UserId: 'nobody', Result: 'LOCKED' } }),
  'POST oauth/twoFactor': () => ({ body: { challenge: 'a'.repeat(43), code: '123456' } }),
  // Wrong old password and no captcha key: a mutation cannot change the sweep's own password.
  'POST updatePassword': () => ({ body: { UserId: 'member3', OldPassword: 'Wrong1234', Password1: 'Sweep1234', Password2: 'Sweep1234', Token: 'ABCD' } }),
  'POST terms': () => ({ body: { Agree: true } }),
  // ---- Settings: maintenance stays off (the sweep switches it off again after each call) ----
  'PUT settings/maintenance': () => ({ body: { enabled: false, time: null } }),
  'PUT settings/captcha': () => ({ body: { enabled: false } }),
  // The idle timeout goes back to its default after each call (restoreSwitches).
  'PUT sessionSetting': () => ({ body: { IdleMinutes: 30 } }),
  // ---- Two-factor: a code no mutation can make right, a wrong password for the reset, the policy off (restored after each call) ----
  'POST twoFactor/begin': () => ({ body: {} }),
  'POST twoFactor/confirm': () => ({ body: { Code: '000000' } }),
  'POST twoFactor/disable': () => ({ body: { Code: '000000' } }),
  'POST twoFactor/reset': () => ({ body: { UserId: 'member3', Password: 'Wrong1234' } }),
  'PUT twoFactorPolicy': () => ({ body: { RequireAdmins: false, SiteHosts: ['sweep.example'] } }),
  // ---- Draws and results ----
  'POST draw': () => ({ body: { DrawDate: '2025-06-01', CloseDate: '2025-06-01T10:00:00.000Z', DrawTime: '2025-06-01T10:30:00.000Z', Special: false, Status: 'OPEN' } }),
  'PUT draw': (x) => ({ body: { DrawId: x.resultedDrawId, Special: false } }),
  'POST insertProcess': (x) => ({
    body: x.game === 'TT'
      ? { DrawId: x.resultedDrawId, Results: [{ Prize: 'WIN', Position: 1, Number: '01' }], Dividends: [{ Group: 1, Amount: '1000.00' }] }
      : { DrawId: x.resultedDrawId, Results: [{ Prize: '1ST', Position: 1, Number: '1234' }] },
  }),
  'POST draw/result/r5': (x) => ({ body: { DrawId: x.resultedDrawId } }),
  'POST draw/result/r5/report': (x) => ({ body: { DrawId: x.resultedDrawId } }),
  'POST draw/result/binBurst': (x) => ({ body: { DrawId: x.openDrawId } }),
  'POST draw/result/binConfirm': (x) => ({ body: { DrawId: x.openDrawId, Numbers: [{ Number: '1234', Big: '1.00', Small: '1.00', Unit: '0.00' }] } }),
  'POST draw/result/binConfirm/report': (x) => ({ body: { DrawId: x.openDrawId } }),
  'PUT draw/result/reset6/:id': (x) => ({ params: { id: String(x.resultedDrawId) } }),
  'PUT draw/result/reset7/:id': (x) => ({ params: { id: String(x.resultedDrawId) } }),
  // ---- Members ----
  'PUT priorityInTakes': () => ({ body: { UserId: 'agent2', Big: '5.00', Small: '5.00', Unit: '1.00' } }),
  'PUT mobile': () => ({ body: { Mobile: '6591234567' } }),
  'PUT mobile2': () => ({ body: { Mobile2: '6591234568' } }),
  'PUT betEntryAlert': () => ({ body: { BetEntryAlert: true } }),
  // ---- Messaging (the webhooks answer 404 until a gateway is configured; a form body is theirs) ----
  'PUT updateSMSGateway': () => ({
    body: {
      Id: 'SG', SMSNumber: '6580001234', SMSHelpdesk: '', TelegramBot: 'DrawDeskDemoBot', OpenTime: '09:00', CloseTime: '18:00', OpenDay: 'Mon-Sun',
      SMSProvider: 'twilio', SMSBaseUrl: 'http://127.0.0.1:9', SMSAccount: 'AC1', SMSSender: '6580001234', SMSWebhookSecret: 'sweep-secret-0001',
      BotMode: 'webhook', BotApiRoot: '', BotToken: '1:sweep', BotWebhookSecret: 'sweep-secret-0002',
    },
  }),
  'PUT dSMSSetting': () => ({ body: { Id: 'MG' } }),
  'POST resendSms': () => ({ body: { Id: 1 } }),
  'POST webhooks/sms/:locId': () => ({ params: { locId: 'SG' }, body: { From: '6591234567', Body: 'member1 0 1234 1-', MessageSid: 'SMsweep01' } }),
  'POST webhooks/telegram/:locId': () => ({ params: { locId: 'SG' }, body: { update_id: 1, message: { message_id: 1, chat: { id: 1 }, text: '/start' } } }),
  'POST agents': () => ({ query: { Simple: 'false' }, body: { UserId: 'sweepagent', UserName: 'Sweep agent', Password: 'Sweep1234', ParentId: 'agent1', Credit: '10.00', Share: 0.1, Commission: 0.01, Tax: 0, EnablePlaceBet: true } }),
  'PUT agents': () => ({ body: { UserId: 'agent3', UserName: 'Agent three', EnablePlaceBet: true } }),
  'PUT agents/position': () => ({ body: { UserId: 'agent3', Share: 0.1, Commission: 0.01, Tax: 0 } }),
  'PUT agents/credit': () => ({ body: { UserId: 'agent3', Credit: '100.00' } }),
  'DELETE agents/:ParentId/:UserId': () => ({ params: { ParentId: 'agent1', UserId: 'sweepagent' } }),
  'POST players': () => ({ body: { UserId: 'sweepmember', UserName: 'Sweep member', Password: 'Sweep1234', ParentId: 'agent2', Credit: '10.00', Commission: 0, EnablePlaceBet: true } }),
  'PUT players/update': () => ({ body: { UserId: 'member3', UserName: 'Member three', Credit: '100.00', Commission: 0, EnablePlaceBet: true } }),
  'DELETE players/:ParentId/:UserId': () => ({ params: { ParentId: 'agent2', UserId: 'sweepmember' } }),
  'PUT password': () => ({ body: { UserId: 'member3', Password1: 'Sweep1234', Password2: 'Sweep1234' } }),
  'PUT super-password': () => ({ body: { UserId: 'member3', Password1: 'Sweep1234', Password2: 'Sweep1234' } }),
  // The sweep's own password: a wrong old password, so no mutation can change it.
  'PUT update-password': () => ({ body: { OldPassword: 'Wrong1234', Password1: 'Sweep1234', Password2: 'Sweep1234' } }),
  // A host no site serves: a mutation cannot refuse the sweep's own sign-ins.
  'POST addressList': () => ({ body: { SiteHosts: ['sweep.example'], Entries: ['192.0.2.0/24', '2001:db8::/32'] } }),
  'POST permissions': () => ({ body: { UserId: 'sweepclerk', UserName: 'Sweep clerk', Password: 'Sweep1234', Granted: ['Report'] } }),
  'DELETE permissions/:id': () => ({ params: { id: 'sweepclerk' } }),
  // ---- Bets ----
  'POST bet': (x) => ({ body: { UserId: 'member1', DrawId: x.openDrawId, IdempotencyKey: KEY, Bets: [betOf(x)] } }),
  'POST bet/t': (x) => ({ body: { UserId: 'member1', Text: x.game === 'TT' ? '01 02 03 04 05 06#1' : '1234#1#1', IdempotencyKey: KEY, DrawId: x.openDrawId } }),
  'DELETE bet': () => ({ query: { BetId: '1' } }),
  'DELETE bet/page': () => ({ query: { TicketId: '1' } }),
  'POST bet/transfer': () => ({ body: { TicketIds: [1, 2], ToUserId: 'member3' } }),
  'POST bet/transfer4': () => ({ body: { BetIds: [1, 2], ToUserId: 'member3', IdempotencyKey: KEY } }),
  'POST bet/page/combine': () => ({ body: { TicketIds: [1, 2] } }),
  'POST bet/fixed': (x) => ({ body: { UserId: 'member1', IdempotencyKey: KEY, Days: [0, 3], Bet: betOf(x) } }),
  'DELETE bet/fixed': () => ({ query: { FixedBetId: '1' } }),
  'POST bet/page/exportAra': (x) => ({ body: { DrawId: x.openDrawId, UserId: 'member1' } }),
  'POST bet/page/exportDetailsAra': (x) => ({ body: { DrawId: x.openDrawId, UserId: 'member1' } }),
  'POST bet/page/exportIntakeAra': (x) => ({ body: { DrawId: x.openDrawId, UserId: 'agent2' } }),
  // ---- Files ----
  'POST files/upload': (x) => ({ form: { fields: { UserId: 'member1', ARACode: 'A1', Remarks: 'sweep', StrictNumber: 'true', AcceptDecimals: 'false' }, fileName: x.game === 'TT' ? 'bets.ttt' : 'bets.ara', file: araLine(x) } }),
  'POST files/upload/dbf': () => ({ form: { fields: { UserId: 'member1', ARACode: 'A1', Remarks: 'sweep' }, fileName: 'bets.dbf', file: 'not a table' } }),
  'POST files/upload/lzh': () => ({ form: { fields: { UserId: 'member1', ARACode: 'A1', Remarks: 'sweep' }, fileName: 'bets.lzh', file: 'not an archive' } }),
  'POST bet/page/uploadPartner': (x) => ({ form: { fields: { UserId: 'member1', ARACode: 'P1', Remarks: 'sweep' }, fileName: x.game === 'TT' ? 'bets.ttt' : 'bets.ara', file: araLine(x) } }),
  'POST files/processUpload/:id': () => ({ params: { id: '1' }, query: { StrictNumber: 'true', AcceptDecimals: 'false' } }),
  'PUT files/updateFilesBatchByFileId': () => ({ body: { Files: [{ FileId: 1, ARACode: 'A2', Remarks: 'edited' }] } }),
  'DELETE files/:FileId': () => ({ params: { FileId: '1' } }),
  // ---- Reports ----
  'POST reportGroupSetting': () => ({ body: { UserId: 'admin', Groups: ['agent1'] } }),
  'DELETE reportGroupSetting': () => ({ query: { UserId: 'admin' } }),
  // ---- Payments ----
  'POST insertStatement2': () => ({ body: { UserId: 'member1', Amount: '10.00', Type: 'PAYMENT', Remark: 'sweep', IdempotencyKey: KEY } }),
  'POST insertStatements': () => ({ body: { Items: [{ UserId: 'member1', Amount: '10.00', Type: 'PAYMENT', Remark: 'sweep', IdempotencyKey: `${KEY}-a` }, { UserId: 'member3', Amount: '-5.00', Type: 'ADJUSTMENT', Remark: '', IdempotencyKey: `${KEY}-b` }] } }),
  'POST updateStatementSum': () => ({ body: { UserId: 'member1', Remark: 'sweep' } }),
  'DELETE deleteStatement2/:id': () => ({ params: { id: '1' } }),
  // ---- TT limits (a 4D location answers 404) ----
  'POST limit': () => ({ body: { Number: '49', BetType: 'ALL', Amount: '1000.00' } }),
  'PUT limit': () => ({ body: { LimitId: 1, Number: '49', BetType: 'ALL', Amount: '1000.00' } }),
  'POST limit/delete': () => ({ body: { LimitIds: [1] } }),
  'DELETE limit/:id': () => ({ params: { id: '1' } }),
  // ---- The risk board (a TT location answers 404) ----
  'POST riskLock': (x) => ({ body: { DrawId: x.openDrawId, Number: '1234', Locked: false } }),
  'PUT riskCap': () => ({ body: { Cap: null } }),
  // ---- Announcements, Fixed Setting and Fixed Process ----
  'POST announcements': () => ({ body: { Color: '#0b5394', Content: '<p>Sweep</p>', PopUp: 'N', StartTime: null, EndTime: null } }),
  'DELETE announcements/:id': () => ({ params: { id: '1' } }),
  'PUT updateFixedSetting': () => ({ body: { Auto: true, LeadHours: 24, Days: [0, 3] } }),
  'POST updateProcessJob': (x) => ({ body: { DrawId: x.openDrawId } }),
  // ---- Out Setting 1 and 2 (jobs; agent3's branch, apart from the demo's agent1 line) ----
  'POST outsettingProcess1': (x) => ({ body: x.game === 'TT' ? { UserId: 'agent3', Unit: '3.00' } : { UserId: 'agent3', Big: '10.00', Small: '5.00' } }),
  'POST outsettingProcess2': () => ({ body: { UserId: 'agent3', Rule: '1234\n12**', Big: '10.00' } }),
  // ---- Bet Special and the bin-burst import (a TT location answers 404) ----
  'PUT bet/updateBetSpecialSetting': () => ({ body: { HotBig: '100.00', HotSmall: '0.00', MaxNumbers: 5, TargetUserId: 'member2', Big: '1.00', Small: '0.00' } }),
  'PUT bet/generateBetSpecial': (x) => ({ body: { DrawId: x.openDrawId } }),
  'POST binBurstImport': (x) => ({ body: { DrawId: x.resultedDrawId, FileName: 'burst.csv', Text: 'number,big,small\n1234,1.00,1.00\n' } }),
  'PUT generateBurstImportPayOut': (x) => ({ body: { DrawId: x.resultedDrawId } }),
  // ---- Pay rates ----
  'POST payRate': () => ({ body: { UserId: 'agent3', BetKind: 'ORDINARY', PermClass: 0, Prize: 'THIRD', Big: '480.00', Small: '790.00' } }),
  'PUT payRate': () => ({ body: { PayRateId: 1, Big: '480.00', Small: '790.00' } }),
  'PUT payRateDefault': () => ({ body: { PayRateId: 3, Big: '490.00', Small: '800.00' } }),
  'DELETE payRate/:id': () => ({ params: { id: '1' } }),
  // ---- Share claims ----
  'POST shareClaimBackSelect': (x) => ({ body: { DrawId: x.resultedDrawId, DrawFrom: '2025-03-01', DrawTo: '2025-04-20', UserId: 'agent1' } }),
  'PUT generateReportPlaceOutShareMix': (x) => ({ body: { DrawId: x.resultedDrawId, UserId: 'agent1' } }),
  'POST shareClaim': (x) => ({ body: { DrawId: x.resultedDrawId, UserId: 'agent1', Amount: '10.00', Remark: 'sweep' } }),
  'PUT updateReportShare': () => ({ body: { ClaimId: 1, Amount: '10.00', Remark: 'sweep' } }),
  'DELETE shareClaim/:id': () => ({ params: { id: '1' } }),
  'PUT generateShareClaimReport': (x) => ({ body: { DrawId: x.resultedDrawId } }),
  'POST shareClaimBack': () => ({ body: { Items: [{ ClaimId: 1, Amount: '1.00', Remark: 'sweep' }], IdempotencyKey: KEY } }),
  'PUT shareClaimBack': () => ({ body: { ClaimBackId: 1, Amount: '1.00', Remark: 'sweep' } }),
  'DELETE shareClaimBack/:id': () => ({ params: { id: '1' } }),
  'PUT shareClaimBackImport': () => ({ body: { Text: 'UserId,DrawDate,Amount,Remark\nagent1,2025-04-19,1.00,sweep', IdempotencyKey: KEY } }),
  'POST shareClaimSetting': () => ({ body: { UserId: 'agent2', MayClaim: true, FromDate: '2025-04-01', MaxAmount: '100.00' } }),
  'POST subShare': () => ({ body: { UserId: 'agent1', Partner: 'sweep', Percent: '10', Remark: 'sweep' } }),
  'DELETE subShare/:id': () => ({ params: { id: '1' } }),
  'POST groupExpense': (x) => ({ body: { DrawId: x.resultedDrawId, UserId: 'agent1', Amount: '1.00', Remark: 'sweep' } }),
  'DELETE groupExpense/:id': () => ({ params: { id: '1' } }),
  // ---- Placing out: Out Setting 3 and Throw Number (throws: a TT location answers 404) ----
  'POST outSetting6': (x) => ({ body: { Enabled: true, CutOffMinutes: 30, Draws: [{ DrawId: x.openDrawId, Applies: true }] } }),
  'POST distributors': () => ({ body: { Name: 'Sweep distributor', Contact: 'sweep', Remark: 'sweep', Active: true } }),
  'PUT distributors': () => ({ body: { DistributorId: 1, Name: 'Sweep distributor', Contact: 'sweep', Remark: 'sweep', Active: true } }),
  'PUT distributors/:id/partners': () => ({ params: { id: '1' }, body: { Partners: [{ Name: 'sweep', Phone: '6591234567' }] } }),
  'PUT distributors/rule/:id': () => ({ params: { id: '1' }, body: { Numbers: [], Big: true, Small: true, Unit: true, Percent: 10, CapBig: '10.00', CapSmall: '10.00', CapUnit: '10.00' } }),
  'PUT distributors/rule/:id/outset': (x) => ({ params: { id: '1' }, body: { DrawId: x.openDrawId } }),
  'DELETE distributors/:id': () => ({ params: { id: '1' } }),
  'POST bet/throw': (x) => ({ body: { DrawId: x.openDrawId, DistributorId: 1, Items: [{ Number: '1234', Big: '1.00', Small: '1.00' }] } }),
  'POST throw': (x) => ({ body: { DrawId: x.openDrawId, DistributorId: 1, Numbers: ['1234'] } }),
  'DELETE bet/throws': () => ({ body: { PlacementIds: [1] } }),
  // ---- Utilities (a TT location answers 404 to Backup ARA and Credit Recal) ----
  'POST backupARA': (x) => ({ body: { DrawId: x.resultedDrawId } }),
  'PUT resetUpdateCreateARA/:id': (x) => ({ params: { id: String(x.resultedDrawId) } }),
  'POST relcalCredit': () => ({ body: { Fingerprint: '0'.repeat(64) } }),
  'POST cache/clear': () => ({ body: {} }),
  // ---- SMS agents and subscriptions ----
  'POST addSMSAgent': () => ({ body: { UserId: 'agent3' } }),
  'DELETE deleteSMSAgent/:id': () => ({ params: { id: '1' } }),
  'POST insertMultiSMSSubscribe': () => ({ body: { Kind: 'RESULT', UserIds: ['agent1'] } }),
  'DELETE SMSSubscribe': () => ({ body: { Ids: [1] } }),
  // ---- Send Result and Send Strike (Resend: a repeat of the same draw is not refused) ----
  'POST sendSmsResult': (x) => ({ body: { DrawId: x.resultedDrawId, Resend: true } }),
  'POST sendSmsStrike': (x) => ({ body: { DrawId: x.resultedDrawId, Resend: true } }),
};
