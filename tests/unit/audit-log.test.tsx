// The Audit Log page's client parts: the table (newest first, with the changes) and the filters
// (who, whom, what, action, a range of local dates) as a GET navigation.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AuditFilters } from '@/app/(shell)/utilities/auditLog/_audit/audit-filters';
import { AuditTable } from '@/app/(shell)/utilities/auditLog/_audit/audit-table';
import { auditTableRow, type AuditWords } from '@/app/(shell)/utilities/auditLog/_audit/rows';
import { humanField } from '@/lib/domain/audit-changes';
import { Providers } from './tickets-fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
const NOW = 1_745_114_400_000;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

const words: AuditWords = {
  action: (action) => ({ CREATE: 'Created', UPDATE: 'Changed', DELETE: 'Deleted' })[action] ?? action,
  entity: (entity) => entity,
  field: humanField,
  yes: 'Yes',
  no: 'No',
  none: '-',
  users: { agent2: 'Agent Two' },
  locations: {},
};

test('the table shows the rows newest first with their changes', () => {
  const rows = [
    auditTableRow({ AuditId: 1, At: '2025-04-20T02:00:00.000Z', ActorId: 'agent2', Entity: 'payment', EntityId: '5', Action: 'CREATE', TargetUserId: 'member1', LocId: 'SG', Before: null, After: { Amount: '10.00' } }, words),
    auditTableRow({ AuditId: 2, At: '2025-04-20T03:00:00.000Z', ActorId: 'agent2', Entity: 'payment', EntityId: '5', Action: 'DELETE', TargetUserId: 'member1', LocId: 'SG', Before: { Amount: '10.00' }, After: { VoidedBy: 'agent2' } }, words),
  ];
  render(
    <Providers>
      <AuditTable rows={rows} caption="Changes" fileName="a.xls" />
    </Providers>,
  );
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['When', 'By', 'Action', 'What', 'Changes']));
  const body = screen.getAllByRole('row').slice(1);
  expect(body[0]).toHaveTextContent('Deleted');
  expect(body[0]).toHaveTextContent('Amount: 10.00; Voided by: agent2 (Agent Two)');
  // The page pages on the server and says so: the table does not count its rows.
  expect(screen.queryByText(/^Rows \d/)).not.toBeInTheDocument();
  expect(body[1]).toHaveTextContent('04/20/2025 10:00:00');
});

test('the filters navigate with the chosen values and a new rand; a reversed range is refused', async () => {
  render(
    <Providers>
      <AuditFilters action="/utilities/auditLog" kept={{ LocId: 'SG' }} entities={['payment', 'ticket']} values={{ UserId: '', TargetUserId: '', Entity: '', Action: '', DrawFrom: '', DrawTo: '' }} />
    </Providers>,
  );
  fireEvent.change(screen.getByLabelText('Changed by'), { target: { value: ' agent2 ' } });
  fireEvent.change(screen.getByLabelText('What'), { target: { value: 'payment' } });
  fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'DELETE' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '04/21/2025' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '04/20/2025' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
  expect(screen.getByText('The start date may not be after the end date.')).toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
  fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '04/01/2025' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
  expect(push).toHaveBeenCalledWith(`/utilities/auditLog?LocId=SG&UserId=agent2&Entity=payment&Action=DELETE&DrawFrom=2025-04-01&DrawTo=2025-04-20&rand=${NOW}`);
});
