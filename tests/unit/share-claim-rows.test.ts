// The share-claim pages' pure helpers: table columns and rows (claim-rows.ts), the report's draws
// (one draw is its date; else the range pages' rule), the working page's query (claim-query.ts) and
// the claim-backs of a list of claims, asked once per claimer with something collected
// (lib/platform-client/share-claims.ts).
import { readClaimPageQuery, claimPageHref } from '@/app/(shell)/control/shareClaim/_claims/claim-query';
import { CLAIM_COLUMNS, claimBackRow, claimColumns, claimReportRange, claimRow } from '@/app/(shell)/report/shareClaim/_claims/claim-rows';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { scopedJson } from '@/lib/platform-client/client';
import { claimBacksOfClaims } from '@/lib/platform-client/share-claims';
import type { SignedInSession } from '@/lib/session/server';
import { claimOf, claimBackOf } from './share-claims-fixtures';

jest.mock('@/lib/platform-client/client', () => ({ scopedJson: jest.fn() }));

const CLAIM: ShareClaim = claimOf({ Collected: '0.00', Outstanding: '210.15', Remark: 'r' });
const BACK: ClaimBack = claimBackOf();

describe('columns and rows', () => {
  it('money columns right-aligned, dates sorted by their ISO text, ids as text', () => {
    const columns = claimColumns([...CLAIM_COLUMNS, 'ClaimId', 'Unknown'], (key) => `[${key}]`);
    const byKey = Object.fromEntries(columns.map((column) => [column.key, column]));
    expect(byKey.Amount).toMatchObject({ kind: 'money', label: '[Amount]' });
    expect(byKey.OwnShare?.kind).toBe('money');
    expect(byKey.DrawDate).toMatchObject({ kind: 'text', sortKey: 'DrawDateIso' });
    expect(byKey.ClaimId?.kind).toBe('text');
    expect(byKey.Unknown).toEqual({ key: 'Unknown', label: '[Unknown]', kind: 'text' });
  });

  it('claimRow keeps the money exact, translates kind and status, and carries what the actions need', () => {
    const row = claimRow(CLAIM, { kind: (kind) => `kind:${kind}`, status: (status) => `status:${status}` });
    expect(row).toMatchObject({
      ClaimId: 1,
      DrawDate: '11/21/2026',
      DrawDateIso: '2026-11-21',
      Kind: 'kind:SHARE',
      KindCode: 'SHARE',
      Status: 'status:OPEN',
      StatusCode: 'OPEN',
      OwnShare: '-210.15',
      Amount: '210.15',
      Editable: true,
    });
  });

  it('claimBackRow: recorded when in GMT+8', () => {
    expect(claimBackRow(BACK)).toMatchObject({ ClaimBackId: 9, ClaimId: 1, CreatedDate: '11/27/2026 03:00:00', CreatedDateIso: BACK.CreatedDate, DrawDate: '11/21/2026', Amount: '10.00' });
  });
});

describe('claimReportRange', () => {
  const draws = [
    { DrawId: 23, DrawDate: '2026-11-22' },
    { DrawId: 22, DrawDate: '2026-11-21' },
  ];
  const today = '2026-11-27';

  it('a DrawId among the settled draws is its date', () => {
    expect(claimReportRange({ DrawId: '22', DrawFrom: '2026-01-01', DrawTo: '2026-02-01' }, undefined, today, draws)).toEqual({ range: { from: '2026-11-21', to: '2026-11-21' }, problem: null });
  });
  it('a DrawDate (ISO or MM/DD/YYYY) is that date', () => {
    expect(claimReportRange({ DrawDate: '2026-11-15' }, undefined, today, draws).range).toEqual({ from: '2026-11-15', to: '2026-11-15' });
    expect(claimReportRange({ DrawDate: '11/15/2026' }, undefined, today, draws).range).toEqual({ from: '2026-11-15', to: '2026-11-15' });
  });
  it('otherwise the range pages’ rule: the query’s range, ViewDay, or the last 7 days', () => {
    expect(claimReportRange({ DrawId: '99' }, undefined, today, draws)).toEqual({ range: { from: '2026-11-20', to: today }, problem: null });
    expect(claimReportRange({ DrawId: 'x', DrawDate: 'nope' }, '14', today, draws).range).toEqual({ from: '2026-11-13', to: today });
    expect(claimReportRange({ DrawFrom: '2026-11-01', DrawTo: '2026-11-05' }, undefined, today, []).range).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(claimReportRange({ DrawFrom: '2026-11-05', DrawTo: '2026-11-01' }, undefined, today, []).problem).toBe('fromAfterTo');
  });
});

describe('the working page’s query', () => {
  it('keeps known values only', () => {
    expect(readClaimPageQuery({ LocId: 'SG', DrawId: '22', Status: 'open', Kind: ['manual', 'SHARE'], UserId: ' agent1 ', rand: '1' })).toEqual({ LocId: 'SG', DrawId: '22', Status: 'OPEN', Kind: 'MANUAL', UserId: 'agent1' });
    expect(readClaimPageQuery({ DrawId: '2x', Status: 'DONE', Kind: 'X', UserId: '0' })).toEqual({ LocId: undefined, DrawId: undefined, Status: undefined, Kind: undefined, UserId: undefined });
  });
  it('writes the address in a fixed order with rand', () => {
    expect(claimPageHref('/control/shareClaim', { UserId: 'agent1', DrawId: '22', LocId: 'SG' }, 5)).toBe('/control/shareClaim?LocId=SG&DrawId=22&UserId=agent1&rand=5');
    expect(claimPageHref('/control/shareClaim', {})).toBe('/control/shareClaim');
  });
});

describe('claimBacksOfClaims', () => {
  const session = { auth: { locId: 'SG', prefix: '4d' } } as SignedInSession;
  beforeEach(() => jest.mocked(scopedJson).mockReset());

  it('asks once per claimer, keeps the listed claims’ claim-backs once each, oldest first', async () => {
    const later = { ...BACK, ClaimBackId: 12, ClaimId: 4, ClaimedBy: 'agent1', UserId: 'agent2', CreatedDate: '2026-11-26T20:00:00.000Z' };
    const unlisted = { ...BACK, ClaimBackId: 13, ClaimId: 99 };
    jest.mocked(scopedJson).mockImplementation(async (_session, _resource, _schema, query) =>
      query?.UserId === 'admin' ? { UserId: 'admin', Items: [BACK, unlisted], Total: '20.00' } : { UserId: 'agent1', Items: [later, BACK], Total: '20.00' },
    );
    const claims = [
      { ClaimId: 1, ClaimedBy: 'admin', Collected: '10.00' },
      { ClaimId: 2, ClaimedBy: 'admin', Collected: '10.00' },
      { ClaimId: 4, ClaimedBy: 'agent1', Collected: '10.00' },
    ];
    const backs = await claimBacksOfClaims(session, 22, claims);
    expect(backs.map((back) => back.ClaimBackId)).toEqual([9, 12]);
    expect(scopedJson).toHaveBeenCalledTimes(2);
    expect(scopedJson).toHaveBeenCalledWith(session, 'selectReportShareClaimBack', expect.anything(), { UserId: 'admin', DrawId: '22' });
    expect(scopedJson).toHaveBeenCalledWith(session, 'selectReportShareClaimBack', expect.anything(), { UserId: 'agent1', DrawId: '22' });
  });

  it('no claims, no call', async () => {
    expect(await claimBacksOfClaims(session, 22, [])).toEqual([]);
    expect(scopedJson).not.toHaveBeenCalled();
  });

  it('asks only the claimers with something collected on a listed claim (Collected 0.00: no claim-back)', async () => {
    jest.mocked(scopedJson).mockResolvedValue({ UserId: 'agent1', Items: [BACK, { ...BACK, ClaimBackId: 12, ClaimId: 4 }], Total: '20.00' });
    const claims = [
      { ClaimId: 1, ClaimedBy: 'admin', Collected: '0.00' },
      { ClaimId: 4, ClaimedBy: 'agent1', Collected: '0.01' },
    ];
    expect((await claimBacksOfClaims(session, 22, claims)).map((back) => back.ClaimBackId)).toEqual([12]);
    expect(scopedJson).toHaveBeenCalledTimes(1);
    expect(scopedJson).toHaveBeenCalledWith(session, 'selectReportShareClaimBack', expect.anything(), { UserId: 'agent1', DrawId: '22' });
    jest.mocked(scopedJson).mockClear();
    expect(await claimBacksOfClaims(session, 22, [{ ClaimId: 1, ClaimedBy: 'admin', Collected: '0.00' }])).toEqual([]);
    expect(scopedJson).not.toHaveBeenCalled();
  });
});
