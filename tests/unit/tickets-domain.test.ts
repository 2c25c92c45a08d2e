import type { BetLine, TicketRow } from '@/lib/contract/bet-listings';
import type { DrawDate } from '@/lib/contract/draws';
import {
  betKindKey,
  betLineReportRow,
  betNumbers,
  checkSearchNumber,
  chosenDraw,
  dateParam,
  defaultDraw,
  historyRange,
  listedUser,
  localDateTime,
  pageIndexOf,
  pageWindow,
  rangeProblem,
  searchProblemValues,
  ticketReportRow,
  ticketsHref,
  viewDayRange,
} from '@/lib/domain/tickets';

const NOW = new Date('2026-03-04T06:00:00.000Z'); // Wed 14:00 GMT+8

function draw(DrawId: number, DrawDate: string, Status: DrawDate['Status'], CloseDate = `${DrawDate}T10:00:00.000Z`): DrawDate {
  return { DrawId, DrawDate, CloseDate, DrawTime: `${DrawDate}T10:30:00.000Z`, Special: false, Status };
}

describe('the draw a page opens on', () => {
  const draws = [
    draw(5, '2026-03-08', 'OPEN'),
    draw(4, '2026-03-07', 'OPEN'),
    draw(3, '2026-03-04', 'OPEN'),
    draw(2, '2026-03-01', 'RESULTED'),
    draw(1, '2026-02-28', 'RESULTED'),
  ];

  it('is the draw taking bets now that closes first', () => {
    expect(defaultDraw(draws, NOW)?.DrawId).toBe(3);
  });

  it('skips an open draw whose close time has passed, and closed or cancelled ones', () => {
    const late = new Date('2026-03-04T10:00:00.000Z');
    expect(defaultDraw(draws, late)?.DrawId).toBe(4);
    expect(defaultDraw([draw(9, '2026-03-10', 'CANCELLED'), draw(8, '2026-03-07', 'CLOSED')], NOW)?.DrawId).toBe(9);
  });

  it('without an open draw is the latest draw, in whatever order they come', () => {
    const resulted = [draw(1, '2026-02-28', 'RESULTED'), draw(2, '2026-03-01', 'RESULTED'), draw(0, '2026-02-25', 'RESULTED')];
    expect(defaultDraw(resulted, NOW)?.DrawId).toBe(2);
    expect(defaultDraw([], NOW)).toBeNull();
  });

  it('is the query DrawId when it is one of the location, else the default', () => {
    expect(chosenDraw(draws, '1', NOW)?.DrawId).toBe(1);
    expect(chosenDraw(draws, '99', NOW)?.DrawId).toBe(3);
    expect(chosenDraw(draws, 'abc', NOW)?.DrawId).toBe(3);
    expect(chosenDraw(draws, undefined, NOW)?.DrawId).toBe(3);
  });
});

describe('whose tickets are listed', () => {
  it('a member: always its own (no UserId is sent), whatever the query says', () => {
    expect(listedUser('MEM', 'someone')).toBeUndefined();
    expect(listedUser('MEMBER', 'someone')).toBeUndefined();
  });

  it('an agent or admin: the user of the query; blank or "0 - All" means everyone in reach', () => {
    expect(listedUser('AG', 'member1')).toBe('member1');
    expect(listedUser('ADMIN', ' member1 ')).toBe('member1');
    expect(listedUser('AG', '0')).toBeUndefined();
    expect(listedUser('AG', '')).toBeUndefined();
    expect(listedUser('AG', undefined)).toBeUndefined();
  });
});

describe('paging over the platform pages', () => {
  it('reads PageIndex as a whole number from 1', () => {
    expect(pageIndexOf('3')).toBe(3);
    expect(pageIndexOf('0')).toBe(1);
    expect(pageIndexOf('-2')).toBe(1);
    expect(pageIndexOf('x')).toBe(1);
    expect(pageIndexOf(undefined)).toBe(1);
  });

  it('says which rows a page holds and whether there are more', () => {
    expect(pageWindow(25_000, 1, 10_000)).toEqual({ from: 1, to: 10_000, previous: false, next: true });
    expect(pageWindow(25_000, 3, 10_000)).toEqual({ from: 20_001, to: 25_000, previous: true, next: false });
    expect(pageWindow(12, 1, 10_000)).toEqual({ from: 1, to: 12, previous: false, next: false });
    expect(pageWindow(0, 1, 10_000)).toEqual({ from: 0, to: 0, previous: false, next: false });
  });
});

describe('the history range', () => {
  it('ViewDay=N covers today and the N days before it (GMT+8 dates)', () => {
    expect(viewDayRange('1', '2026-03-04')).toEqual({ from: '2026-03-03', to: '2026-03-04' });
    expect(viewDayRange('7', '2026-03-04')).toEqual({ from: '2026-02-25', to: '2026-03-04' });
    expect(viewDayRange('365', '2026-03-04')).toEqual({ from: '2025-03-04', to: '2026-03-04' });
  });

  it('a ViewDay that is missing, not a number, 0 or too large falls back or is capped', () => {
    expect(viewDayRange(undefined, '2026-03-04')).toEqual({ from: '2026-03-03', to: '2026-03-04' });
    expect(viewDayRange('0', '2026-03-04')).toEqual({ from: '2026-03-03', to: '2026-03-04' });
    expect(viewDayRange('abc', '2026-03-04')).toEqual({ from: '2026-03-03', to: '2026-03-04' });
    expect(viewDayRange('999', '2026-03-04')).toEqual({ from: '2025-03-04', to: '2026-03-04' });
  });

  it('reads dates as YYYY-MM-DD or MM/DD/YYYY', () => {
    expect(dateParam('2026-03-04')).toBe('2026-03-04');
    expect(dateParam('03/04/2026')).toBe('2026-03-04');
    expect(dateParam('2026-02-30')).toBeNull();
    expect(dateParam('4/3')).toBeNull();
    expect(dateParam(undefined)).toBeNull();
  });

  it('refuses a range the wrong way round or longer than the platform covers (366 days)', () => {
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeProblem('2025-03-04', '2026-03-04')).toBeNull();
    expect(rangeProblem('2025-03-03', '2026-03-04')).toBe('rangeTooLong');
    expect(rangeProblem('2026-03-05', '2026-03-04')).toBe('fromAfterTo');
    expect(rangeProblem(null, '2026-03-04')).toBe('fromRequired');
    expect(rangeProblem('2026-03-04', null)).toBe('toRequired');
  });

  it('takes DrawFrom and DrawTo of the query over ViewDay, and names a bad one instead of replacing it', () => {
    expect(historyRange({ DrawFrom: '03/01/2026', DrawTo: '2026-03-02' }, '1', '2026-03-04')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-02' },
      problem: null,
    });
    expect(historyRange({}, '2', '2026-03-04')).toEqual({ range: { from: '2026-03-02', to: '2026-03-04' }, problem: null });
    expect(historyRange({ DrawFrom: 'soon' }, '1', '2026-03-04').problem).toBe('fromRequired');
    expect(historyRange({ DrawFrom: '2026-03-05', DrawTo: '2026-03-01' }, '1', '2026-03-04').problem).toBe('fromAfterTo');
  });
});

describe('the search number', () => {
  it('4D: exactly 4 digits', () => {
    expect(checkSearchNumber('4D', ' 1234 ')).toEqual({ value: '1234' });
    expect(checkSearchNumber('4D', '123')).toEqual({ problem: 'fourDigits' });
    expect(checkSearchNumber('4D', '12R4')).toEqual({ problem: 'fourDigits' });
    expect(checkSearchNumber('4D', '12345')).toEqual({ problem: 'fourDigits' });
    expect(checkSearchNumber('4D', '  ')).toEqual({ problem: 'numberRequired' });
  });

  it('Toto: 1 to 12 different numbers from 01 to 49, padded and in order', () => {
    expect(checkSearchNumber('TT', '7, 23 1')).toEqual({ value: '01 07 23' });
    expect(checkSearchNumber('TT', '010723')).toEqual({ value: '01 07 23' });
    expect(checkSearchNumber('TT', '49')).toEqual({ value: '49' });
    expect(checkSearchNumber('TT', '50')).toEqual({ problem: 'totoNumber', number: '50' });
    expect(checkSearchNumber('TT', '0')).toEqual({ problem: 'totoNumber', number: '0' });
    expect(checkSearchNumber('TT', '123')).toEqual({ problem: 'totoNumber', number: '123' });
    expect(checkSearchNumber('TT', '1a')).toEqual({ problem: 'totoNumber', number: '1a' });
    expect(checkSearchNumber('TT', '7 07')).toEqual({ problem: 'totoRepeat', number: '07' });
    expect(checkSearchNumber('TT', '1 2 3 4 5 6 7 8 9 10 11 12 13')).toEqual({ problem: 'totoTooMany', max: 12 });
    expect(checkSearchNumber('TT', '')).toEqual({ problem: 'numberRequired' });
  });

  it('gives the values a problem message names', () => {
    expect(searchProblemValues({ problem: 'totoNumber', number: '50' })).toEqual({ number: '50', max: 12 });
    expect(searchProblemValues({ problem: 'fourDigits' })).toEqual({ number: '', max: 12 });
  });
});

describe('rows as the table shows them', () => {
  const labels = { source: (source: string) => `src:${source}`, kind: (key: string) => `kind:${key}` };

  it('shows an instant in local time (GMT+8) and leaves what is no instant as it came', () => {
    expect(localDateTime('2026-03-04T16:05:09.000Z')).toBe('03/05/2026 00:05:09');
    expect(localDateTime('later')).toBe('later');
  });

  it('a ticket: local dates beside their ISO text for sorting, the source translated, money as it came', () => {
    const ticket: TicketRow = {
      TicketId: 12,
      UserId: 'member1',
      UserName: 'Member One',
      LocId: 'SG',
      DrawId: 3,
      DrawDate: '2026-03-04',
      CreatedDate: '2026-03-03T02:00:00.000Z',
      CreatedBy: 'agent1',
      Source: 'WEB',
      Total: '12.50',
      Deletable: true,
      BetCount: 3,
    };
    expect(ticketReportRow(ticket, labels)).toEqual({
      TicketId: 12,
      UserId: 'member1',
      UserName: 'Member One',
      DrawDate: '03/04/2026',
      DrawDateIso: '2026-03-04',
      CreatedDate: '03/03/2026 10:00:00',
      CreatedAt: '2026-03-03T02:00:00.000Z',
      CreatedBy: 'agent1',
      Source: 'src:WEB',
      BetCount: 3,
      Total: '12.50',
    });
  });

  const common = { TicketId: 12, UserId: 'member1', DrawId: 3, DrawDate: '2026-03-04', CreatedDate: '2026-03-03T02:00:00.000Z', CreatedBy: 'member1', Source: 'SMS' as const, Deletable: false };

  it('a 4D line: its number, kind and Big and Small', () => {
    const line: BetLine = { ...common, BetId: 40, Kind: 'ROLL', Number: '12R4', Big: '1.00', Small: '0.00', Count: 10, Cost: '10.00' };
    expect(betLineReportRow(line, labels)).toMatchObject({ BetId: 40, Number: '12R4', Kind: 'kind:ROLL', Big: '1.00', Small: '0.00', Count: 10, Cost: '10.00', Source: 'src:SMS', Deletable: false });
    expect(betLineReportRow(line, labels)).not.toHaveProperty('Amount');
  });

  it('a Toto line: its numbers joined, its kind (ordinary, system or roll) and Amount', () => {
    const entry = { ...common, BetId: 41, Kind: 'TT' as const, Numbers: ['01', '02', '03', '04', '05', '06'], Roll: false, Tag: null, Amount: '2.00', Count: 1, Cost: '2.00' };
    expect(betLineReportRow(entry, labels)).toMatchObject({ Number: '01 02 03 04 05 06', Kind: 'kind:TT', Amount: '2.00' });
    expect(betLineReportRow(entry, labels)).not.toHaveProperty('Big');
    expect(betKindKey({ ...entry, Numbers: ['01', '02', '03', '04', '05', '06', '07'] })).toBe('TT_SYSTEM');
    expect(betKindKey({ ...entry, Numbers: ['01', '02', '03', '04', '05'], Roll: true })).toBe('TT_ROLL');
    expect(betNumbers({ Kind: 'ORDINARY', Number: '1234' })).toBe('1234');
  });
});

describe('links between the pages', () => {
  it('puts the report parameters in the spec order, rand last of them, then the extras', () => {
    expect(ticketsHref('/tickets/history', { LocId: 'SG', VW: 'TICKETHIST', DrawFrom: '2026-03-01', DrawTo: '2026-03-04' }, { ViewDay: '1' }, 42)).toBe(
      '/tickets/history?VW=TICKETHIST&LocId=SG&DrawFrom=2026-03-01&DrawTo=2026-03-04&rand=42&ViewDay=1',
    );
    expect(ticketsHref('/embed/tickets/page', { LocId: 'SG', UserId: undefined, DrawId: '3' }, { PageIndex: '2', ViewDay: undefined })).toBe(
      '/embed/tickets/page?LocId=SG&DrawId=3&PageIndex=2',
    );
    expect(ticketsHref('/tickets/search', { txtSearch: '01 07' })).toBe('/tickets/search?txtSearch=01+07');
    expect(ticketsHref('/tickets/page', {})).toBe('/tickets/page');
  });
});
