/** @jest-environment ./tests/support/server-page-environment.ts */
// /utilities/auditLog: one pager that tells the truth (the platform's paging, "Page 1 of 2 (138
// changes)"; the table does not count its 100 rows beside it), and each change as readable before and
// after values with names where the platform sent ids.
import { screen } from '@testing-library/react';
import AuditLogPage from '@/app/(shell)/utilities/auditLog/page';
import type { AuditPage, AuditRow } from '@/lib/contract/audits';
import { bodyRows, cellTexts } from '../support/read-table';
import { platform, showPage, signIn, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const CREDIT: AuditRow = {
  AuditId: 138,
  At: '2026-11-26T03:15:29.000Z',
  ActorId: 'admin',
  Entity: 'agent',
  EntityId: 'agent2',
  Action: 'UPDATE',
  TargetUserId: 'agent2',
  LocId: 'SG',
  Before: { Credit: '1000.00', ParentId: 'agent1' },
  After: { Credit: '2000.00', ParentId: 'agent1' },
};
const TICKET: AuditRow = {
  AuditId: 137,
  At: '2026-11-25T01:00:00.000Z',
  ActorId: 'agent2',
  Entity: 'ticket',
  EntityId: '41',
  Action: 'CREATE',
  TargetUserId: 'member1',
  LocId: 'SG',
  Before: null,
  After: { DrawId: 9, DrawDate: '2026-11-25', Source: 'WEB', Bets: 2, Total: '1234.50' },
};
const filler = (AuditId: number): AuditRow => ({ ...TICKET, AuditId, EntityId: String(AuditId) });

function pageOf(items: AuditRow[], pageIndex = 1): AuditPage {
  return {
    Items: items,
    Total: 138,
    PageIndex: pageIndex,
    PageSize: 100,
    Entities: ['agent', 'ticket'],
    Names: { Users: { admin: 'Administrator', agent1: 'Agent One', agent2: 'Agent Two' }, Locations: { SG: 'Singapore' } },
  };
}

async function open(items: AuditRow[], query: Record<string, string> = {}) {
  const api = await signIn('admin');
  platform.answer(`${api}/audits`, pageOf(items, Number(query.PageIndex ?? 1)));
  return AuditLogPage({ searchParams: Promise.resolve(query) });
}

describe('/utilities/auditLog', () => {
  it('says the platform paging once, and the table does not count its rows beside it', async () => {
    await showPage(open([CREDIT, TICKET, ...Array.from({ length: 98 }, (_, i) => filler(136 - i))]));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 (138 changes)');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', expect.stringContaining('PageIndex=2'));
    expect(screen.queryByText(/^Rows \d/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Pages' })).toHaveLength(1);
  });

  it('shows each change as readable before and after values, with names for ids', async () => {
    await showPage(open([CREDIT, TICKET], {}));
    const table = screen.getByRole('table', { name: 'Changes, newest first' });
    const [credit, ticket] = bodyRows(table).map((row) => cellTexts(row as HTMLElement));
    expect(credit).toEqual(['11/26/2026 11:15:29', 'admin', 'Changed', 'agent', 'agent2', 'agent2', 'SG', 'Credit limit: 1,000.00 → 2,000.00']);
    expect(ticket).toEqual(['11/25/2026 09:00:00', 'agent2', 'Created', 'ticket', '41', 'member1', 'SG', 'Draw date: 11/25/2026; Source: WEB; Bets: 2; Total: 1,234.50']);
    expect(table).not.toHaveTextContent('DrawId');
  });

  it('names the upline when it changed, and a location by its name', async () => {
    const moved: AuditRow = { ...CREDIT, Before: { ParentId: 'agent1', LocId: 'SG' }, After: { ParentId: 'agent2', LocId: 'SG' } };
    await showPage(open([moved]));
    const [row] = bodyRows(screen.getByRole('table', { name: 'Changes, newest first' })).map((cells) => cellTexts(cells as HTMLElement));
    expect(row?.at(-1)).toBe('Upline: agent1 (Agent One) → agent2 (Agent Two)');
  });
});
