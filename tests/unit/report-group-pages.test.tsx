// /report/group, /report/group2 and their TT twins (RPTGRP, RPTGRP2), and the group choice
// (reportGroupSetting) on the group page.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import GroupReport from '@/app/(shell)/report/group/page';
import GroupReportBreakdown from '@/app/(shell)/report/group2/page';
import TotoGroupReport from '@/app/(shell)/report/tt/group/page';
import TotoGroupReportBreakdown from '@/app/(shell)/report/tt/group2/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import { requestJson } from '@/lib/client/http';
import type { GroupSetting, ReportGroup, ReportGroup2 } from '@/lib/contract/reports';
import { ApiError } from '@/lib/http/api-error';
import { groupBreakdown, groupReport, groupSettingOf, settledDrawsOf } from '@/lib/platform-client/reports';
import { Providers } from './tickets-fixtures';

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: mockRefresh }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
jest.mock('@/lib/platform-client/reports', () => ({ settledDrawsOf: jest.fn(), groupReport: jest.fn(), groupBreakdown: jest.fn(), groupSettingOf: jest.fn() }));
const mockContext = jest.fn<Promise<Partial<ReportPageContext>>, [string, string]>();
jest.mock('@/app/(shell)/report/_report/page-context', () => ({
  reportPageContext: (path: string, vw: string) => mockContext(path, vw),
  keptQuery: (context: ReportPageContext) => ({ LocId: context.session.auth.locId, VW: context.vw }),
  listing: async <T,>(promise: Promise<T>) => {
    try {
      return { data: await promise };
    } catch (error) {
      const { ApiError: Refusal } = jest.requireActual<typeof import('@/lib/http/api-error')>('@/lib/http/api-error');
      return { problem: error instanceof Refusal ? error.displayText : 'failed' };
    }
  },
}));

const figures = { Turnover: '100.00', Commission: '8.00', Strike: '0.00', WinLoss: '-92.00', OwnCommission: '2.00', OwnShare: '27.60', UplineShare: '73.60', Amount: '29.60' };
const GROUPS: ReportGroup = {
  UserId: 'agent1',
  UserName: 'Agent One',
  Role: 'AG',
  Custom: false,
  Rows: [{ GroupId: 'agent2', GroupName: 'Agent Two', ...figures }],
  Total: figures,
};
const BREAKDOWN: ReportGroup2 = {
  ...GROUPS,
  Rows: [
    { GroupId: 'agent2', GroupName: 'Agent Two', UserId: 'member1', UserName: 'Member One', ...figures },
    { GroupId: 'agent2', GroupName: 'Agent Two', UserId: 'member3', UserName: 'Member Three', ...figures },
  ],
};
const SETTING: GroupSetting = { UserId: 'agent1', Custom: false, Groups: [{ UserId: 'agent2', UserName: 'Agent Two', Selected: true }, { UserId: 'agent9', UserName: 'Agent Nine', Selected: true }] };

function contextOf(path: string, vw: string, query: Record<string, string> = {}): Partial<ReportPageContext> {
  return {
    session: { auth: { locId: 'SG', prefix: '4d' } } as ReportPageContext['session'],
    params: {},
    query,
    basePath: path,
    game: '4D',
    vw,
    users: Promise.resolve([{ UserId: 'agent1', UserName: 'Agent One', Role: 'AG' }]),
    userId: query.UserId,
    pickedUser: query.UserId ?? 'agent1',
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement> | ReactElement) {
  return render(<Providers>{await page}</Providers>);
}
const searchParams = Promise.resolve({});

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(1_772_000_000_000);
  jest.mocked(settledDrawsOf).mockResolvedValue([{ DrawId: 30, DrawDate: '2025-04-19' }]);
  jest.mocked(groupReport).mockResolvedValue(GROUPS);
  jest.mocked(groupBreakdown).mockResolvedValue(BREAKDOWN);
  jest.mocked(groupSettingOf).mockResolvedValue(SETTING);
});
afterEach(() => jest.restoreAllMocks());

describe('/report/group', () => {
  it('shows each group with its figures and the user’s own part last; a group opens its agent’s group report', async () => {
    mockContext.mockResolvedValue(contextOf('/report/group', 'RPTGRP'));
    await show(GroupReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/group', 'RPTGRP');
    expect(groupReport).toHaveBeenCalledWith(expect.anything(), { userId: undefined, draws: { drawId: 30 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Group Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Groups of agent1 - Agent One, draw of 04/19/2025' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Group', 'Group Name', 'Turnover', 'Commission', 'Strike', 'Win/Loss', 'Upline', 'Own Comm.', 'Own Share', 'Amount',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'agent2: open this user’s report' }));
    expect(mockPush).toHaveBeenCalledWith('/report/group?VW=RPTGRP&UserId=agent2&LocId=SG&DrawId=30&rand=1772000000000');
    expect(screen.getByText(/are agent1’s own part of it/)).toBeInTheDocument();
  });

  it('saves a choice of groups (POST) and shows every group again (DELETE), then renders anew', async () => {
    mockContext.mockResolvedValue(contextOf('/report/group', 'RPTGRP'));
    jest.mocked(requestJson).mockResolvedValue(SETTING);
    await show(GroupReport({ searchParams }));
    const choice = screen.getByRole('group', { name: 'Groups shown' });
    fireEvent.click(within(choice).getByRole('checkbox', { name: 'agent9 - Agent Nine' }));
    await act(async () => fireEvent.click(within(choice).getByRole('button', { name: 'Save choice' })));
    expect(requestJson).toHaveBeenCalledWith('/api/v1/reportGroupSetting', { method: 'POST', json: { UserId: 'agent1', Groups: ['agent2'] } });
    expect(mockRefresh).toHaveBeenCalled();
    expect(screen.getByText('The choice is saved.')).toBeInTheDocument();
  });

  it('a saved choice can be cleared; none chosen is refused before sending', async () => {
    mockContext.mockResolvedValue(contextOf('/report/group', 'RPTGRP'));
    jest.mocked(groupSettingOf).mockResolvedValue({ ...SETTING, Custom: true, Groups: [{ UserId: 'agent2', UserName: 'Agent Two', Selected: true }] });
    jest.mocked(requestJson).mockResolvedValue(SETTING);
    await show(GroupReport({ searchParams }));
    expect(screen.getByText('Showing the groups chosen below.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'agent2 - Agent Two' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save choice' })));
    expect(requestJson).not.toHaveBeenCalled();
    expect(screen.getByText('Choose at least one group, or show every group.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show every group' })));
    expect(requestJson).toHaveBeenCalledWith('/api/v1/reportGroupSetting?UserId=agent1', { method: 'DELETE' });
  });

  it('says the platform’s refusal (the group report disabled for this user)', async () => {
    mockContext.mockResolvedValue(contextOf('/report/tt/group', 'RPTGRP'));
    jest.mocked(groupReport).mockRejectedValue(new ApiError(403, { message: 'The group report is disabled for this user.' }));
    await show(TotoGroupReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/tt/group', 'RPTGRP');
    expect(screen.getByText('The group report is disabled for this user.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/report/group2', () => {
  it('shows every member of each group, without the group choice or a drill-down', async () => {
    mockContext.mockResolvedValue(contextOf('/report/group2', 'RPTGRP2', { UserId: 'agent1' }));
    await show(GroupReportBreakdown({ searchParams }));
    expect(groupBreakdown).toHaveBeenCalledWith(expect.anything(), { userId: 'agent1', draws: { drawId: 30 } });
    expect(groupSettingOf).not.toHaveBeenCalled();
    const table = screen.getByRole('table', { name: /^Members of the groups of agent1/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['agent2', 'member1'],
      ['agent2', 'member3'],
    ]);
    expect(screen.queryByRole('group', { name: 'Groups shown' })).toBeNull();
    expect(screen.queryByRole('button', { name: /open this user’s report/ })).toBeNull();
  });

  it('/report/tt/group2 is the same page under its own path', async () => {
    mockContext.mockResolvedValue(contextOf('/report/tt/group2', 'RPTGRP2'));
    await show(TotoGroupReportBreakdown({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/tt/group2', 'RPTGRP2');
    expect(screen.getByRole('heading', { level: 1, name: 'Group Report Breakdown' })).toBeInTheDocument();
  });
});
