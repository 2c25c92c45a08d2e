// The audit log's rows: what changed as readable before and after values, fields named in words,
// money with two decimals, the one date format, names beside user and location ids, and an update's
// unchanged fields left out.
import { auditTableRow, type AuditWords } from '@/app/(shell)/utilities/auditLog/_audit/rows';
import { changeLines, humanField, referencedIds, shownValue, type ChangeWords } from '@/lib/domain/audit-changes';

const FIELDS: Record<string, string> = { Credit: 'Credit limit', ParentId: 'Upline', AccBal: 'Account balance', LocId: 'Location' };
const words: ChangeWords = {
  field: (key) => FIELDS[key] ?? humanField(key),
  yes: 'Yes',
  no: 'No',
  none: '-',
  users: { agent1: 'Agent One', member1: 'Member One' },
  locations: { SG: 'Singapore' },
};

describe('humanField', () => {
  test.each([
    ['MustChangeAtSignIn', 'Must change at sign in'],
    ['ARACode', 'ARA code'],
    ['enabled', 'enabled'],
    ['DeletedBetIds', 'Deleted bet ids'],
    ['Total', 'Total'],
    ['fixedBet', 'fixed bet'],
  ])('%s → %s', (key, text) => expect(humanField(key)).toBe(text));
});

describe('shownValue', () => {
  test.each([
    ['Remark', null, '-'],
    ['Remark', undefined, '-'],
    ['Remark', '', '-'],
    ['Remark', 'abc', 'abc'],
    ['Bets', 0, '0'],
    ['Rate', -12.5, '-12.5'],
    ['Special', true, 'Yes'],
    ['Special', false, 'No'],
    ['Credit', '1000.00', '1,000.00'],
    ['Amount', '-1234567.50', '-1,234,567.50'],
    ['DrawDate', '2026-11-25', '11/25/2026'],
    ['VoidedDate', '2026-11-27T03:15:29.000Z', '11/27/2026 11:15:29'],
    ['ParentId', 'agent1', 'agent1 (Agent One)'],
    ['ToUserId', 'gone1', 'gone1'],
    ['LocId', 'SG', 'SG (Singapore)'],
    ['Granted', ['BetEntry', 'Report'], 'BetEntry, Report'],
    ['Granted', [], '-'],
    ['BetIds', [3, 4], '3, 4'],
    ['Accounts', { SG: { Credit: '500.00', Rate: 12 } }, 'SG (Singapore): Credit limit 500.00, Rate 12'],
    ['after', { enabled: false }, 'enabled No'],
  ])('%s %j → %s', (key, value, text) => expect(shownValue(key, value, words)).toBe(text));
});

describe('changeLines', () => {
  test.each([
    [null, null, []],
    [null, { Amount: '10.00', Type: 'PAYMENT' }, ['Amount: 10.00', 'Type: PAYMENT']],
    [{ FileName: 'a.ara' }, null, ['File name: a.ara']],
    [{ Mobile: '' }, { Mobile: '6591112222' }, ['Mobile: - → 6591112222']],
    [{ Credit: '1000.00' }, { Credit: '2000.00' }, ['Credit limit: 1,000.00 → 2,000.00']],
    [{ AccBal: '5.00', Type: 'PAYMENT' }, { AccBal: '0.00', VoidedBy: 'agent1' }, ['Account balance: 5.00 → 0.00', 'Type: PAYMENT', 'Voided by: agent1 (Agent One)']],
    [{ Granted: ['BetEntry', 'Report'], UserName: 'Clerk' }, { Granted: ['Report'], UserName: 'Clerk' }, ['Granted: BetEntry, Report → Report']],
    // Nothing differs: every field shows, so the row still says what it touched.
    [{ enabled: false }, { enabled: false }, ['enabled: No → No']],
    // A draw's id goes when its date is beside it.
    [null, { DrawId: 7, DrawDate: '2026-11-25', Total: '2.00' }, ['Draw date: 11/25/2026', 'Total: 2.00']],
    [null, { DrawId: 7, Total: '2.00' }, ['Draw id: 7', 'Total: 2.00']],
  ])('%j, %j → %j', (before, after, lines) => expect(changeLines(before, after, words)).toEqual(lines));
});

test('referencedIds: the actor, the user concerned, the location, and ids in the changes', () => {
  const rows = [
    { ActorId: 'admin', TargetUserId: 'member1', LocId: 'SG', Before: { ParentId: 'agent1' }, After: { ParentId: 'agent2', Accounts: { MG: {} } } },
    { ActorId: 'agent2', TargetUserId: null, LocId: null, Before: null, After: { ToUserId: 'fresh1', VoidedBy: 42 } },
  ];
  expect(referencedIds(rows)).toEqual({ users: ['admin', 'agent1', 'agent2', 'fresh1', 'member1'], locations: ['MG', 'SG'] });
  expect(referencedIds([])).toEqual({ users: [], locations: [] });
});

test('auditTableRow: the time, the action and resource in words, empty cells for what is not there', () => {
  const rowWords: AuditWords = { ...words, action: (action) => `label:${action}`, entity: (entity) => `entity:${entity}` };
  const row = auditTableRow(
    { AuditId: 3, At: '2025-04-20T02:00:00.000Z', ActorId: 'admin', Entity: 'agent', EntityId: 'agent1', Action: 'UPDATE', TargetUserId: null, LocId: null, Before: { Credit: '1000.00' }, After: { Credit: '2000.00' } },
    rowWords,
  );
  expect(row).toEqual({
    AuditId: 3,
    At: '2025-04-20T02:00:00.000Z',
    When: '04/20/2025 10:00:00',
    ActorId: 'admin',
    Action: 'label:UPDATE',
    Entity: 'entity:agent',
    EntityId: 'agent1',
    TargetUserId: '',
    LocId: '',
    Changes: 'Credit limit: 1,000.00 → 2,000.00',
  });
});
