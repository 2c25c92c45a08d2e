// /control/shareClaim as the server renders it: the guard on its own path, the draw worked on (the
// newest settled one by default), the list's filters passed on, the claim-backs' Void only where the
// caller changes the claim, and what shows when there is no draw or the platform refuses the list.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import ShareClaimControlPage from '@/app/(shell)/control/shareClaim/page';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { ApiError } from '@/lib/http/api-error';
import { reportUsersOf, settledDrawsOf } from '@/lib/platform-client/reports';
import { claimBacksOfClaims, claimDownLineOf, shareClaimsOf } from '@/lib/platform-client/share-claims';
import { requirePage } from '@/lib/shell/access';
import { installDialog, Providers } from './tickets-fixtures';
import { claimOf } from './share-claims-fixtures';

jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: jest.fn() }) }));
let mockPath = '/control/shareClaim';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-drawdesk-path': mockPath }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/shell/access', () => ({ requirePage: jest.fn() }));
jest.mock('@/lib/platform-client/reports', () => ({ settledDrawsOf: jest.fn(), reportUsersOf: jest.fn() }));
jest.mock('@/lib/platform-client/share-claims', () => ({ shareClaimsOf: jest.fn(), claimDownLineOf: jest.fn(), claimBacksOfClaims: jest.fn() }));
jest.mock('@/app/(shell)/tickets/_tickets/page-context', () => ({
  listing: async <T,>(promise: Promise<T>) => {
    try {
      return { data: await promise };
    } catch (error) {
      return { problem: (error as Error).message };
    }
  },
}));

const CLAIM: ShareClaim = claimOf({ DrawId: 23, DrawDate: '2026-11-22' });
const NOT_MINE: ShareClaim = { ...CLAIM, ClaimId: 4, UserId: 'agent2', ClaimedBy: 'agent1', Editable: false };
const back = (ClaimBackId: number, ClaimId: number): ClaimBack => ({
  ClaimBackId,
  ClaimId,
  PaymentId: 30 + ClaimBackId,
  DrawId: 23,
  DrawDate: '2026-11-22',
  UserId: ClaimId === 1 ? 'agent1' : 'agent2',
  UserName: '',
  ClaimedBy: ClaimId === 1 ? 'admin' : 'agent1',
  Amount: '5.00',
  Remark: '',
  CreatedBy: 'admin',
  CreatedDate: '2026-11-26T19:00:00.000Z',
  VoidedDate: null,
  VoidedBy: null,
});

const session = { auth: { locId: 'SG', prefix: '4d' } };
const show = async (page: Promise<ReactElement>) => render(<Providers>{await page}</Providers>);
const page = (query: Record<string, string> = {}) => ShareClaimControlPage({ searchParams: Promise.resolve(query) });

beforeAll(installDialog);
beforeEach(() => {
  jest.clearAllMocks();
  mockPath = '/control/shareClaim';
  jest.mocked(requirePage).mockResolvedValue({ session, profile: {} } as Awaited<ReturnType<typeof requirePage>>);
  jest.mocked(settledDrawsOf).mockResolvedValue([
    { DrawId: 23, DrawDate: '2026-11-22' },
    { DrawId: 22, DrawDate: '2026-11-21' },
  ]);
  jest.mocked(reportUsersOf).mockResolvedValue([
    { UserId: 'agent1', UserName: 'Agent One', Role: 'AG' },
    { UserId: 'member1', UserName: 'Member One', Role: 'MEM' },
  ] as Awaited<ReturnType<typeof reportUsersOf>>);
  jest.mocked(claimDownLineOf).mockResolvedValue({ UserId: 'admin', Items: [{ UserId: 'agent1', UserName: 'Agent One', Share: 0.5, DrawCount: 1, Amount: '0.00', Collected: '0.00', Outstanding: '0.00' }], Total: { Amount: '0.00', Collected: '0.00', Outstanding: '0.00' } });
  jest.mocked(shareClaimsOf).mockResolvedValue({ Items: [CLAIM, NOT_MINE], Total: { Amount: '420.30', Collected: '20.00', Outstanding: '400.30' } });
  jest.mocked(claimBacksOfClaims).mockResolvedValue([back(7, 1), back(8, 4)]);
});

test('guards its own path and works on the newest settled draw, with every section', async () => {
  await show(page());
  expect(requirePage).toHaveBeenCalledWith('/control/shareClaim');
  expect(shareClaimsOf).toHaveBeenCalledWith(session, { drawId: 23, status: undefined, kind: undefined, userId: undefined });
  expect(claimBacksOfClaims).toHaveBeenCalledWith(session, 23, [CLAIM, NOT_MINE]);
  expect(screen.getByRole('heading', { level: 1, name: 'Share Claim' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Share claims of 11/22/2026' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate share claims' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Void claim-back 7' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void claim-back 8' })).toBeNull();
  expect(screen.getByTestId('share-claim-backs').querySelector('[data-testid="report-totals"] [data-field="Amount"]')).toHaveTextContent('10.00');
  expect(within(screen.getByTestId('share-claim-manual')).getByLabelText('Draw Date')).toHaveValue('23');
  expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
});

test('the query picks the draw and the filters', async () => {
  await show(page({ DrawId: '22', Status: 'OPEN', Kind: 'SHARE', UserId: 'agent1' }));
  expect(shareClaimsOf).toHaveBeenCalledWith(session, { drawId: 22, status: 'OPEN', kind: 'SHARE', userId: 'agent1' });
  expect(screen.getByRole('heading', { name: 'Share claims of 11/21/2026' })).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('OPEN');
});

test('in embed mode the filters stay under /embed', async () => {
  mockPath = '/embed/control/shareClaim?LocId=SG';
  jest.spyOn(Date, 'now').mockReturnValue(5);
  await show(page());
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(mockPush).toHaveBeenCalledWith('/embed/control/shareClaim?LocId=SG&DrawId=23&rand=5');
  jest.restoreAllMocks();
});

test('without a settled draw it says so and offers nothing to do', async () => {
  jest.mocked(settledDrawsOf).mockResolvedValue([]);
  await show(page());
  expect(screen.getByText(/No draw has been settled in this location yet/)).toBeInTheDocument();
  expect(shareClaimsOf).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Generate share claims' })).toBeNull();
});

test("the platform's refusal of the list (a sub-admin without the payments' right) shows alone", async () => {
  jest.mocked(shareClaimsOf).mockRejectedValue(new ApiError(404, { message: 'Not found.' }));
  await show(page());
  expect(screen.getByRole('alert')).toHaveTextContent('Not found.');
  expect(claimBacksOfClaims).not.toHaveBeenCalled();
  for (const name of ['Generate share claims', 'Add claim', 'Import']) expect(screen.queryByRole('button', { name })).toBeNull();
});
