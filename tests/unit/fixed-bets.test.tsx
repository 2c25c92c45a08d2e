import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { FixedBetForm, type FixedBetFormProps } from '@/app/(shell)/bet/fixedBets/_fixed/fixed-bet-form';
import { fieldOfPlatform, fixedBetBody, fixedBetRow } from '@/app/(shell)/bet/fixedBets/_fixed/rows';
import { requestJson } from '@/lib/client/http';
import type { CreatedFixedBet, FixedBet } from '@/lib/contract/fixed-bets';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const post = jest.mocked(requestJson);
const SETTINGS: FixedBetFormProps['settings'] = { Game: '4D', Kinds: ['ORDINARY', 'ROLL', 'IBET', 'KBET'], Tags: [], DrawDays: [0, 3, 6] };
const t = (key: string, values: Record<string, string | number> = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;

const fixed: FixedBet = {
  FixedBetId: 5,
  UserId: 'member1',
  UserName: 'Member One',
  LocId: 'SG',
  Kind: 'ORDINARY',
  Number: '1234',
  Big: '1.00',
  Small: '2.00',
  Count: 1,
  Cost: '3.00',
  Days: [0, 6],
  CreatedDate: '2026-11-21T02:00:00.000Z',
  CreatedBy: 'agent2',
  Deletable: true,
  NextDraw: { DrawId: 41, DrawDate: '2026-11-22', CloseDate: '2026-11-22T10:00:00.000Z' },
  LastRun: { DrawId: 41, DrawDate: '2026-11-22', Status: 'PLACED', TicketId: 9, Reason: null, AttemptedDate: '2026-11-21T02:00:00.000Z' },
};

function created(overrides: Partial<CreatedFixedBet> = {}): CreatedFixedBet {
  return { ...fixed, Runs: fixed.LastRun ? [fixed.LastRun] : [], Replayed: false, ...overrides } as CreatedFixedBet;
}

function renderForm(props: Partial<FixedBetFormProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <FixedBetForm settings={SETTINGS} member users={[]} {...props} />
    </NextIntlClientProvider>,
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add fixed bet' })));

beforeEach(() => jest.clearAllMocks());

describe('fixed bet rows and bodies', () => {
  test('a row shows the bet, its days, next draw and last run', () => {
    expect(fixedBetRow(t, fixed)).toMatchObject({
      FixedBetId: 5,
      Kind: 'kinds.ORDINARY',
      Number: '1234',
      Big: '1.00',
      Amount: null,
      Days: 'days.0, days.6',
      NextDraw: '11/22/2026',
      LastRun: 'runs.placedShort{"drawDate":"11/22/2026","ticketId":"9"}',
      Deletable: true,
    });
  });

  test('the body of POST bet/fixed, and the first problem the browser can tell', () => {
    const fields = { userId: null, number: ' 12r4 ', big: '1', small: '', kind: 'ROLL', amount: '', roll: false, tag: '', days: [6, 0] };
    expect(fixedBetBody('4D', fields, { member: true, key: 'k-12345678' })).toEqual({
      body: { IdempotencyKey: 'k-12345678', Days: [0, 6], Bet: { Kind: 'ROLL', Number: '12R4', Big: '1', Small: '0' } },
    });
    expect(fixedBetBody('4D', fields, { member: false, key: 'k' })).toEqual({ problem: { field: 'userId', key: 'form.memberRequired' } });
    expect(fixedBetBody('4D', { ...fields, big: '' }, { member: true, key: 'k' })).toEqual({ problem: { field: 'stake', key: 'form.stakeRequired' } });
    expect(fixedBetBody('4D', { ...fields, days: [] }, { member: true, key: 'k' })).toEqual({ problem: { field: 'days', key: 'form.daysRequired' } });
    const toto = { ...fields, userId: 'member1', number: '01 02,03 04 05 06', amount: '2', tag: 'TO', days: [4] };
    expect(fixedBetBody('TT', toto, { member: false, key: 'k' })).toEqual({
      body: { UserId: 'member1', IdempotencyKey: 'k', Days: [4], Bet: { Kind: 'TT', Numbers: ['01', '02', '03', '04', '05', '06'], Amount: '2', Roll: false, Tag: 'TO' } },
    });
    expect([fieldOfPlatform('Bet.Number'), fieldOfPlatform('Bet.Big'), fieldOfPlatform('Days'), fieldOfPlatform('UserId'), fieldOfPlatform(undefined)]).toEqual([
      'number',
      'stake',
      'days',
      'userId',
      null,
    ]);
  });
});

describe('FixedBetForm', () => {
  test('a member adds a fixed bet: the body goes to the BFF and the result names its ticket', async () => {
    post.mockResolvedValueOnce(created());
    renderForm();
    type('Number', '1234');
    type('Big', '1');
    type('Small', '2');
    fireEvent.click(screen.getByLabelText('Wed'));
    await submit();
    expect(post).toHaveBeenCalledWith('/api/v1/bet/fixed', {
      method: 'POST',
      json: { IdempotencyKey: expect.any(String), Days: [0, 6], Bet: { Kind: 'ORDINARY', Number: '1234', Big: '1', Small: '2' } },
    });
    expect(screen.getByTestId('fixed-bet-result')).toHaveTextContent('Fixed bet 5 added for member1 and placed on the draw of 11/22/2026 (ticket 9).');
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByLabelText('Number')).toHaveValue('');
  });

  test('a refused first run is told with its reason', async () => {
    const refused = { DrawId: 41, DrawDate: '2026-11-22', Status: 'REFUSED' as const, TicketId: null, Reason: 'Not enough credit.', AttemptedDate: '2026-11-21T02:00:00.000Z' };
    post.mockResolvedValueOnce(created({ Runs: [refused], LastRun: refused }));
    renderForm();
    type('Number', '1234');
    type('Big', '1');
    await submit();
    expect(screen.getByTestId('fixed-bet-result')).toHaveTextContent('the draw of 11/22/2026 refused it: Not enough credit.');
  });

  test('problems show next to the form, from the browser and from the platform, and the field is marked', async () => {
    renderForm();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number.');
    expect(screen.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
    post.mockRejectedValueOnce(new ApiError(400, { message: 'A number with R is a roll: send Kind ROLL.', field: 'Bet.Kind' }));
    type('Number', '12R4');
    type('Big', '1');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('A number with R is a roll: send Kind ROLL.');
    expect(screen.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an agent must pick a member; only members that may bet are offered', async () => {
    renderForm({
      member: false,
      users: [
        { UserId: 'member1', UserName: 'Member One', Role: 'MEM', CanPlaceBet: true } as never,
        { UserId: 'member3', UserName: 'Member Three', Role: 'MEM', CanPlaceBet: false } as never,
      ],
    });
    type('Number', '1234');
    type('Big', '1');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the member the fixed bet is for.');
  });
});
