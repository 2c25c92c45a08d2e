/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/group, /report/group2 and their TT twins (RPTGRP, RPTGRP2), and the group choice
// (reportGroupSetting) on the group page.
import { act, fireEvent, screen, within } from '@testing-library/react';
import GroupReport from '@/app/(shell)/report/group/page';
import GroupReportBreakdown from '@/app/(shell)/report/group2/page';
import TotoGroupReport from '@/app/(shell)/report/tt/group/page';
import TotoGroupReportBreakdown from '@/app/(shell)/report/tt/group2/page';
import { requestJson } from '@/lib/client/http';
import type { GroupSetting, ReportGroup, ReportGroup2 } from '@/lib/contract/reports';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, router, showPage, signIn, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());
jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const figures = { Turnover: '100.00', Commission: '8.00', Strike: '0.00', WinLoss: '-92.00', OwnCommission: '2.00', OwnShare: '27.60', UplineShare: '73.60', Amount: '29.60' };
const split = { SubShare: '0.00', Expense: '0.00', Net: '29.60' };
const GROUPS: ReportGroup = {
  UserId: 'agent1',
  UserName: 'Agent One',
  Role: 'AG',
  Custom: false,
  Rows: [{ GroupId: 'agent2', GroupName: 'Agent Two', ...figures, ...split }],
  Total: { ...figures, ...split },
};
const BREAKDOWN: ReportGroup2 = {
  ...GROUPS,
  Rows: [
    { GroupId: 'agent2', GroupName: 'Agent Two', UserId: 'member1', UserName: 'Member One', ...figures },
    { GroupId: 'agent2', GroupName: 'Agent Two', UserId: 'member3', UserName: 'Member Three', ...figures },
  ],
};
const SETTING: GroupSetting = { UserId: 'agent1', Custom: false, Groups: [{ UserId: 'agent2', UserName: 'Agent Two', Selected: true }, { UserId: 'agent9', UserName: 'Agent Nine', Selected: true }] };

/** Signs agent1 in (SG unless told) with this file's answers on the platform; returns the prefix of its calls. */
async function asAgent1(locId = 'SG') {
  const api = await signIn('agent1', { locId });
  platform
    .answer(`${api}/dMemberAllRole`, [])
    .answer(`${api}/reportDate`, [{ DrawId: 30, DrawDate: '2025-04-19' }])
    .answer(`${api}/reportGroupFull`, GROUPS)
    .answer(`${api}/reportGroup2Full`, BREAKDOWN)
    .answer(`${api}/reportGroupSetting`, SETTING);
  return api;
}
const searchParams = Promise.resolve({});

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(1_772_000_000_000);
});
afterEach(() => jest.restoreAllMocks());

describe('/report/group', () => {
  it('shows each group with its figures and the user’s own part last; a group opens its agent’s group report', async () => {
    const api = await asAgent1();
    await showPage(GroupReport({ searchParams }));
    expect(platform.queries(`${api}/reportGroupFull`)).toEqual([{ DrawId: '30', LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Group Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Groups of agent1 - Agent One, draw of 04/19/2025' });
    expect(columnHeaders(table)).toEqual([
      'Group', 'Group Name', 'Turnover', 'Commission', 'Strike', 'Win/Loss', 'Upline', 'Own Comm.', 'Own Share', 'Amount',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'agent2: open this user’s report' }));
    expect(router.push).toHaveBeenCalledWith('/report/group?VW=RPTGRP&UserId=agent2&LocId=SG&DrawId=30&rand=1772000000000');
    expect(screen.getByText(/are agent1’s own part of it/)).toBeInTheDocument();
  });

  it('shows the split of the user’s part (Sub Share, Expense, Net) once a group has one', async () => {
    const api = await asAgent1();
    const row = { ...GROUPS.Rows[0], SubShare: '13.80', Expense: '5.00', Net: '10.80' } as ReportGroup['Rows'][number];
    platform.answer(`${api}/reportGroupFull`, { ...GROUPS, Rows: [row], Total: { ...GROUPS.Total, SubShare: '13.80', Expense: '5.00', Net: '10.80' } });
    await showPage(GroupReport({ searchParams }));
    const table = screen.getByRole('table', { name: 'Groups of agent1 - Agent One, draw of 04/19/2025' });
    expect(columnHeaders(table).slice(-4)).toEqual(['Amount', 'Sub Share', 'Expense', 'Net']);
    expect(within(table).getAllByText('10.80')).not.toHaveLength(0);
  });

  it('saves a choice of groups (POST) and shows every group again (DELETE), then renders anew', async () => {
    await asAgent1();
    jest.mocked(requestJson).mockResolvedValue(SETTING);
    await showPage(GroupReport({ searchParams }));
    const choice = screen.getByRole('group', { name: 'Groups shown' });
    fireEvent.click(within(choice).getByRole('checkbox', { name: 'agent9 - Agent Nine' }));
    await act(async () => fireEvent.click(within(choice).getByRole('button', { name: 'Save choice' })));
    expect(requestJson).toHaveBeenCalledWith('/api/v1/reportGroupSetting', { method: 'POST', json: { UserId: 'agent1', Groups: ['agent2'] } });
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByText('The choice is saved.')).toBeInTheDocument();
  });

  it('a saved choice can be cleared; none chosen is refused before sending', async () => {
    const api = await asAgent1();
    platform.answer(`${api}/reportGroupSetting`, { ...SETTING, Custom: true, Groups: [{ UserId: 'agent2', UserName: 'Agent Two', Selected: true }] });
    jest.mocked(requestJson).mockResolvedValue(SETTING);
    await showPage(GroupReport({ searchParams }));
    expect(screen.getByText('Showing the groups chosen below.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'agent2 - Agent Two' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save choice' })));
    expect(requestJson).not.toHaveBeenCalled();
    expect(screen.getByText('Choose at least one group, or show every group.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show every group' })));
    expect(requestJson).toHaveBeenCalledWith('/api/v1/reportGroupSetting?UserId=agent1', { method: 'DELETE' });
  });

  it('says the platform’s refusal (the group report disabled for this user)', async () => {
    const api = await asAgent1('TT');
    platform.refuse(`${api}/reportGroupFull`, 403, 'The group report is disabled for this user.');
    await showPage(TotoGroupReport({ searchParams }));
    expect(screen.getByText('The group report is disabled for this user.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/report/group2', () => {
  it('shows every member of each group, without the group choice or a drill-down', async () => {
    const api = await asAgent1();
    await showPage(GroupReportBreakdown({ searchParams: Promise.resolve({ UserId: 'agent1' }) }));
    expect(platform.queries(`${api}/reportGroup2Full`)).toEqual([{ UserId: 'agent1', DrawId: '30', LocId: 'SG' }]);
    expect(platform.queries(`${api}/reportGroupSetting`)).toEqual([]);
    const table = screen.getByRole('table', { name: /^Members of the groups of agent1/ });
    const rows = bodyRows(table);
    expect(rows.map((row) => cellTexts(row).slice(0, 2))).toEqual([
      ['agent2', 'member1'],
      ['agent2', 'member3'],
    ]);
    expect(screen.queryByRole('group', { name: 'Groups shown' })).toBeNull();
    expect(screen.queryByRole('button', { name: /open this user’s report/ })).toBeNull();
  });

  it('/report/tt/group2 is the same page under its own path', async () => {
    const api = await asAgent1('TT');
    await showPage(TotoGroupReportBreakdown({ searchParams }));
    expect(platform.queries(`${api}/reportGroup2Full`)).toEqual([{ DrawId: '30', LocId: 'TT' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Group Report Breakdown' })).toBeInTheDocument();
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    const api = await asAgent1();
    expect(await failuresOf(() => GroupReportBreakdown({ searchParams }), `${api}/reportGroup2Full`)).toEqual(PAGE_FAILURES);
  });
});
