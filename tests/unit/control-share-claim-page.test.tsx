/** @jest-environment ./tests/support/server-page-environment.ts */
// /control/shareClaim as the server renders it: the guard on its own path, the draw worked on (the
// newest settled one by default), the list's filters passed on, the claim-backs' Void only where the
// caller changes the claim, and what shows when there is no draw or the platform refuses the list.
import { fireEvent, screen, within } from '@testing-library/react';
import ShareClaimControlPage from '@/app/(shell)/control/shareClaim/page';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { failuresOf, PAGE_FAILURES, platform, refusedOf, router, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';
import { installDialog } from './tickets-fixtures';
import { claimOf } from './share-claims-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

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

const API = '/api/v1/4d';
const LIST = `${API}/shareClaim`;
const BACKS = `${API}/selectReportShareClaimBack`;
const page = (query: Record<string, string> = {}) => ShareClaimControlPage({ searchParams: Promise.resolve(query) });

beforeAll(installDialog);
beforeEach(async () => {
  await signIn('admin');
  visit('/control/shareClaim');
  platform
    .answer(`${API}/reportDate`, [
      { DrawId: 23, DrawDate: '2026-11-22' },
      { DrawId: 22, DrawDate: '2026-11-21' },
    ])
    .answer(`${API}/dMemberAllRole`, [
      { UserId: 'agent1', UserName: 'Agent One', Role: 'AG', ParentId: 'admin', Rank: 1, AliasId: '' },
      { UserId: 'member1', UserName: 'Member One', Role: 'MEM', ParentId: 'agent2', Rank: 3, AliasId: '' },
    ])
    .answer(`${API}/reportDownLine`, { UserId: 'admin', Items: [{ UserId: 'agent1', UserName: 'Agent One', Share: 0.5, DrawCount: 1, Amount: '0.00', Collected: '0.00', Outstanding: '0.00' }], Total: { Amount: '0.00', Collected: '0.00', Outstanding: '0.00' } })
    .answer(LIST, { Items: [CLAIM, NOT_MINE], Total: { Amount: '420.30', Collected: '20.00', Outstanding: '400.30' } })
    // One claimer's claim-backs both ways: admin's on CLAIM, agent1's on NOT_MINE.
    .answerWith(BACKS, ({ query }) => ({ UserId: query.UserId, Items: query.UserId === 'admin' ? [back(7, 1)] : [back(8, 4)], Total: '5.00' }));
});

test('guards its own path and works on the newest settled draw, with every section', async () => {
  await showPage(page());
  expect(platform.queries(LIST)).toEqual([{ DrawId: '23', LocId: 'SG' }]);
  expect(platform.queries(BACKS)).toEqual([
    { UserId: 'admin', DrawId: '23', LocId: 'SG' },
    { UserId: 'agent1', DrawId: '23', LocId: 'SG' },
  ]);
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
  await showPage(page({ DrawId: '22', Status: 'OPEN', Kind: 'SHARE', UserId: 'agent1' }));
  expect(platform.queries(LIST)).toEqual([{ DrawId: '22', Status: 'OPEN', Kind: 'SHARE', UserId: 'agent1', LocId: 'SG' }]);
  expect(screen.getByRole('heading', { name: 'Share claims of 11/21/2026' })).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('OPEN');
});

test('in embed mode the filters stay under /embed', async () => {
  visit('/embed/control/shareClaim?LocId=SG');
  await showPage(page());
  jest.spyOn(Date, 'now').mockReturnValue(5);
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(router.push).toHaveBeenCalledWith('/embed/control/shareClaim?LocId=SG&DrawId=23&rand=5');
  jest.restoreAllMocks();
});

test('without a settled draw it says so and offers nothing to do', async () => {
  platform.answer(`${API}/reportDate`, []);
  await showPage(page());
  expect(screen.getByText(/No draw has been settled in this location yet/)).toBeInTheDocument();
  expect(platform.queries(LIST)).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Generate share claims' })).toBeNull();
});

test("the platform's bare refusal of the list (a sub-admin without the payments' right) says why, alone", async () => {
  platform.refuse(LIST, 404, 'Not found.');
  await showPage(page());
  expect(screen.getByRole('alert')).toHaveTextContent('Your account may not see this here: the platform refused it');
  expect(platform.queries(BACKS)).toEqual([]);
  for (const name of ['Generate share claims', 'Add claim', 'Import']) expect(screen.queryByRole('button', { name })).toBeNull();
});

test('a lost session, maintenance and a failing platform go where production sends them', async () => {
  expect(await failuresOf(() => page(), BACKS)).toEqual(PAGE_FAILURES);
});

test('is for admins: an agent is refused (the shell says why) before anything is asked for', async () => {
  await signIn('agent1');
  expect(await refusedOf(page())).toBe(true);
  expect(platform.calls()).toEqual(['GET /api/v1/4d/profile']);
});
