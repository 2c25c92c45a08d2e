// The strike, stake, out and draw-result pages' pure rules (app/(shell)/report/_strikes/strike-rows.ts):
// prize and kind labels, the draw a page opens on, the columns per game and the answers as rows.
import {
  chosenOpenDraw,
  kindKey,
  MEMBER_KEYS,
  OUT_KEYS,
  outRow,
  PRIZE_KEYS,
  prizeLabel,
  prizeRow,
  prizesLabel,
  resultedDraws,
  STAKE_KEYS,
  stakeRow,
  starterKeyOf,
  STRIKE_COLUMN_SPECS,
  STRIKE_KEYS,
  strikeColumns,
  strikeRow,
  type RowLabels,
  type Translate,
} from '@/app/(shell)/report/_strikes/strike-rows';
import type { OutRow, StakeRow, StrikeRow } from '@/lib/contract/report-strikes';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/** A translator over one messages object, ICU arguments filled in the simple way the labels need. */
function translator(messages: Record<string, string>): Translate {
  return (key, values = {}) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no message ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
const prizes = translator(en.strikeReports.prizes);
const kinds = translator(en.strikeReports.kinds);
const labels: RowLabels = { prize: prizes, kind: (key) => kinds(key), starterKey: 'STARTER' };

describe('prizeLabel', () => {
  test.each([
    ['FIRST', 1, 'STARTER', '1st'],
    ['SECOND', 1, 'STARTER', '2nd'],
    ['THIRD', 1, 'SPECIAL', '3rd'],
    ['STARTER', 3, 'STARTER', 'Starter 3'],
    ['STARTER', 10, 'SPECIAL', 'Special 10'],
    ['STARTER', null, 'SPECIAL', 'Special'],
    ['CONSOLATION', 7, 'STARTER', 'Consolation 7'],
    ['CONSOLATION', null, 'STARTER', 'Consolation'],
    ['WINNING', 6, 'STARTER', 'Winning 6'],
    ['ADDITIONAL', 1, 'STARTER', 'Additional'],
    ['GROUP1', 1, 'STARTER', 'Group 1'],
    ['GROUP7', null, 'STARTER', 'Group 7'],
    ['GROUP8', 1, 'STARTER', 'GROUP8'],
    ['JACKPOT', 2, 'STARTER', 'JACKPOT'],
  ] as const)('%s at %s (%s) reads %s', (prize, position, starter, expected) => {
    expect(prizeLabel(prize, position, prizes, starter)).toBe(expected);
  });

  test('zh has every prize the labels use', () => {
    const zhPrizes = translator(zh.strikeReports.prizes);
    for (const prize of ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION', 'WINNING', 'ADDITIONAL', 'GROUP4']) {
      expect(prizeLabel(prize, 2, zhPrizes, 'SPECIAL')).not.toMatch(/[A-Z]{4,}/);
    }
  });

  test('prizesLabel: a comma list, in the order given; empty stays empty', () => {
    expect(prizesLabel('FIRST,SECOND,STARTER', prizes, 'SPECIAL')).toBe('1st, 2nd, Special');
    expect(prizesLabel('GROUP5', prizes)).toBe('Group 5');
    expect(prizesLabel('', prizes)).toBe('');
  });

  test('starterKeyOf: Magnum calls its starters Special', () => {
    expect([starterKeyOf('SG'), starterKeyOf('MG'), starterKeyOf('TT'), starterKeyOf('XX')]).toEqual(['STARTER', 'SPECIAL', 'STARTER', 'STARTER']);
  });
});

describe('kindKey', () => {
  test.each([
    ['ORDINARY', '1234', null, false, 'ORDINARY'],
    ['ROLL', '12R4', null, false, 'ROLL'],
    ['IBET', '1234', null, false, 'IBET'],
    ['KBET', '1234', null, false, 'KBET'],
    ['TT', '01 02 03 04 05 06', null, false, 'TT'],
    ['TT', '01 02 03 04 05 06 07', null, false, 'TT_SYSTEM'],
    ['TT', '01 02 03 04 05', null, false, 'TT_ROLL'],
    ['TT', '01 02 03 04 05', null, true, 'TT_ROLL'],
    ['TT', '01 02 03 04 05 06', 'TO', false, 'TO'],
    ['TT', '01 02 03 04 05 06 07', 'STAR', false, 'STAR'],
  ] as const)('%s %s (tag %s, roll %s) is %s', (kind, number, tag, roll, expected) => {
    expect(kindKey(kind, number, tag, roll)).toBe(expected);
    expect(Object.keys(en.strikeReports.kinds)).toContain(expected);
    expect(Object.keys(zh.strikeReports.kinds)).toContain(expected);
  });
});

describe('the draw a page opens on', () => {
  const NOW = new Date('2025-04-20T02:00:00Z');
  const DRAWS = [
    { DrawId: 5, DrawDate: '2025-04-23', CloseDate: '2025-04-23T10:00:00.000Z', Status: 'OPEN' as const },
    { DrawId: 4, DrawDate: '2025-04-20', CloseDate: '2025-04-20T10:00:00.000Z', Status: 'OPEN' as const },
    { DrawId: 3, DrawDate: '2025-04-19', CloseDate: '2025-04-19T10:00:00.000Z', Status: 'RESULTED' as const },
    { DrawId: 2, DrawDate: '2025-04-16', CloseDate: '2025-04-16T10:00:00.000Z', Status: 'RESULTED' as const },
    { DrawId: 1, DrawDate: '2025-04-13', CloseDate: '2025-04-13T10:00:00.000Z', Status: 'CANCELLED' as const },
  ];

  test.each([
    [{}, 4],
    [{ DrawId: '2' }, 2],
    [{ DrawDate: '2025-04-16' }, 2],
    [{ DrawId: '3', DrawDate: '2025-04-16' }, 3],
    [{ DrawId: '99' }, 4],
    [{ DrawId: '99', DrawDate: '2025-04-13' }, 1],
    [{ DrawId: 'x' }, 4],
  ])('stake and out: %j opens draw %d (default: the next to close)', (query, expected) => {
    expect(chosenOpenDraw(DRAWS, query, NOW)?.DrawId).toBe(expected);
  });

  test('after every close the latest draw; no draws: null', () => {
    expect(chosenOpenDraw(DRAWS, {}, new Date('2025-05-01T00:00:00Z'))?.DrawId).toBe(5);
    expect(chosenOpenDraw([], { DrawId: '4' }, NOW)).toBeNull();
  });

  test('draw result: only resulted draws, newest first', () => {
    expect(resultedDraws([...DRAWS].reverse()).map((draw) => draw.DrawId)).toEqual([3, 2]);
    expect(resultedDraws([])).toEqual([]);
  });
});

describe('columns', () => {
  const label = (key: string) => (en.strikeReports.columns as Record<string, string>)[key] ?? `?${key}`;

  test('the strike table (4D) has the columns the journey reads, in en', () => {
    const columns = strikeColumns(STRIKE_KEYS['4D'], label).map((column) => column.label);
    for (const text of ['User', 'Number', 'Prize', 'Win No.', 'Big Win', 'Small Win', 'Total']) expect(columns).toContain(text);
  });

  test('every column of every report is labelled in en and zh, and money is money', () => {
    const all = [STRIKE_KEYS, PRIZE_KEYS, MEMBER_KEYS, STAKE_KEYS, OUT_KEYS].flatMap((keys) => [...keys['4D'], ...keys.TT]);
    for (const key of new Set(all)) {
      expect(Object.keys(en.strikeReports.columns)).toContain(key);
      expect(Object.keys(zh.strikeReports.columns)).toContain(key);
    }
    const kinds = Object.fromEntries(strikeColumns([...new Set(all)], label).map((column) => [column.key, column.kind]));
    for (const key of ['Big', 'Small', 'Amount', 'BigWin', 'SmallWin', 'AmountWin', 'Total', 'Cost', 'BigIn', 'Intake', 'Out', 'Payout', 'Rate']) expect(kinds[key]).toBe('money');
    expect([kinds.Bets, kinds.Lines, kinds.UserId, kinds.Prize]).toEqual(['number', 'number', 'text', 'text']);
    expect(STRIKE_COLUMN_SPECS.CreatedDate?.sortKey).toBe('CreatedDateIso');
  });

  test('a 4D report shows Big and Small, a Toto report the amount', () => {
    expect(STRIKE_KEYS['4D']).toEqual(expect.arrayContaining(['Big', 'Small', 'BigWin', 'SmallWin']));
    expect(STRIKE_KEYS.TT).not.toEqual(expect.arrayContaining(['Big']));
    expect(STRIKE_KEYS.TT).toEqual(expect.arrayContaining(['Amount', 'Lines', 'AmountWin']));
    expect(STAKE_KEYS.TT).toContain('Numbers');
    expect(OUT_KEYS.TT).toEqual(expect.arrayContaining(['In', 'Intake', 'Out']));
  });
});

describe('rows', () => {
  const STRIKE: StrikeRow = {
    BetId: 7,
    TicketId: 3,
    UserId: 'member1',
    UserName: 'Member One',
    Number: '12R4',
    Kind: 'ROLL',
    Big: '1.00',
    Small: '0.00',
    Amount: '0.00',
    Prize: 'STARTER',
    Position: 2,
    WinNumber: '1204',
    Lines: 1,
    BigRate: '250.00',
    SmallRate: '0.00',
    BigWin: '250.00',
    SmallWin: '0.00',
    AmountWin: '0.00',
    Total: '250.00',
    ColourCode: 'RRRR',
    CreatedDate: '2025-04-20T02:01:00.000Z',
  };

  test('strikeRow: local placing time (sorted by ISO), words for kind and prize, money as it came', () => {
    expect(strikeRow(STRIKE, { ...labels, starterKey: 'SPECIAL' })).toMatchObject({
      CreatedDate: '04/20/2025 10:01:00',
      CreatedDateIso: '2025-04-20T02:01:00.000Z',
      UserId: 'member1',
      Kind: 'Roll',
      Prize: 'Special 2',
      WinNumber: '1204',
      Rate: '250.00',
      Total: '250.00',
      ColourCode: 'RRRR',
      Numbers: '12R4',
    });
  });

  test('prizeRow keeps the prize key beside its words', () => {
    expect(prizeRow({ Prize: 'FIRST', Position: 1, Number: '1234', Bets: 3, Total: '35000.00' }, labels)).toEqual({
      Prize: '1st',
      PrizeKey: 'FIRST',
      Position: 1,
      Number: '1234',
      Bets: 3,
      Total: '35000.00',
    });
    expect(prizeRow({ Prize: 'CONSOLATION', Bets: 0 }, labels).Prize).toBe('Consolation');
  });

  test('stakeRow and outRow: Toto kinds and types as words, prizes as words', () => {
    const stake: StakeRow = { Number: '01 02 03 04 05', Kind: 'TT', Roll: true, Tag: null, Big: '0.00', Small: '0.00', Amount: '1.00', Bets: 1, Lines: 44, Cost: '44.00', ColourCode: '0' };
    expect(stakeRow(stake, labels)).toMatchObject({ Numbers: '01 02 03 04 05', Kind: 'Toto roll', Cost: '44.00' });
    const zeros = { BigIn: '0.00', SmallIn: '0.00', UnitIn: '2.00', In: '2.00', BigIntake: '0.00', SmallIntake: '0.00', UnitIntake: '2.00', Intake: '2.00', BigOut: '0.00', SmallOut: '0.00', UnitOut: '0.00', Out: '0.00' };
    const out: OutRow = { Number: '01 02 03 04 05 09', Type: 'TO', ...zeros, Prizes: 'GROUP1', Payout: '100000.00' };
    expect(outRow(out, labels)).toMatchObject({ Numbers: '01 02 03 04 05 09', Kind: 'TO', Prizes: 'Group 1', Payout: '100000.00' });
    expect(outRow({ ...out, Type: 'ORDINARY' }, labels).Kind).toBe('Toto');
    expect(outRow({ ...out, Number: '1234', Type: '', Prizes: 'FIRST,SECOND' }, labels)).toMatchObject({ Kind: '', Prizes: '1st, 2nd' });
  });
});
