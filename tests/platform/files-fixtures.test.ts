// Bet files written by real tools (tests/fixtures/bet-files, made by scripts/fixtures/make-bet-files.sh:
// jLHA's -lh5- archives at header levels 0, 1 and 2, LibreOffice's dBASE tables) go through the real
// upload and processing, and place exactly the bets they hold, one ticket per line group.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scoped, useActorTokens } from './support/actors';
import { openDraw } from './support/bets';
import { platformDrivers } from './support/drivers';
import { rejectedOf, uploadAndProcess } from './support/files';
import { usePlatform } from './support/harness';

const DIR = path.join(__dirname, '../fixtures/bet-files');
const read = (name: string) => new Uint8Array(readFileSync(path.join(DIR, name)));

/** A 4D bet as bet/view answers it: Number, Kind, Big, Small. */
type FourD = [string, string, string, string];

const ARA_TICKETS: FourD[][] = [
  [
    ['1234', 'ORDINARY', '1.00', '2.00'],
    ['0012', 'ORDINARY', '5.00', '0.00'],
    ['12R4', 'ROLL', '1.00', '0.00'],
    ['1123', 'IBET', '2.00', '1.00'],
  ],
  [
    ['4321', 'ORDINARY', '0.00', '3.00'],
    ['1122', 'KBET', '1.00', '0.00'],
    ['9876', 'ORDINARY', '2.00', '2.00'],
  ],
];
const TTT_TICKETS: FourD[][] = [
  [
    ['2345', 'ORDINARY', '1.00', '1.00'],
    ['3456', 'ORDINARY', '2.00', '0.00'],
  ],
  [
    ['4567', 'ORDINARY', '0.00', '1.00'],
    ['56R8', 'ROLL', '1.00', '0.00'],
  ],
  [['6789', 'ORDINARY', '3.00', '0.00']],
];
const DBF_TICKETS: FourD[][] = [
  [
    ['2468', 'ORDINARY', '1.00', '2.00'],
    ['13R5', 'ROLL', '1.00', '0.00'],
  ],
  [
    ['1357', 'IBET', '2.00', '1.00'],
    ['0007', 'ORDINARY', '0.00', '3.00'],
  ],
  [['8899', 'KBET', '1.00', '0.00']],
];

interface ViewedTicket {
  DrawDate: string;
  Source: string;
  Bets: Array<{ Kind: string; Number?: string; Big?: string; Small?: string; Numbers?: string[]; Roll?: boolean; Amount?: string }>;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  beforeAll(async () => {
    // The fixtures are dated for the tests' clock: these draws must be the open ones.
    expect((await openDraw(platform, tokens.agent1)).DrawDate).toBe('2025-04-20');
    expect((await openDraw(platform, tokens.agent1, 'TT')).DrawDate).toBe('2025-04-21');
  });

  async function placed(name: string, locId = 'SG'): Promise<{ tickets: ViewedTicket[]; rejected: Array<{ Line: number; Code: string }> }> {
    const { file, status } = await uploadAndProcess(platform, tokens.agent1, name, read(name), {}, '', locId);
    expect(file.FileName).toBe(name);
    expect(status).toMatchObject({ Status: 'DONE', Error: null });
    const tickets: ViewedTicket[] = [];
    for (const id of status.TicketIds) {
      const ticket = await platform.get<ViewedTicket>(scoped('bet/view', locId, `TicketId=${id}`), tokens.agent1);
      expect(ticket.status).toBe(200);
      tickets.push(ticket.body);
    }
    return { tickets, rejected: rejectedOf(status) };
  }

  const fourD = (tickets: ViewedTicket[]) => tickets.map((ticket) => ticket.Bets.map((bet) => [bet.Number, bet.Kind, bet.Big, bet.Small]));

  test.each(['sg-2025-04-20.ara', 'sg-2025-04-20-level0.lzh'])('%s (ARA; jLHA level 0) places its two groups', async (name) => {
    const { tickets, rejected } = await placed(name);
    expect(rejected).toEqual([]);
    expect(fourD(tickets)).toEqual(ARA_TICKETS);
    expect(tickets.every((ticket) => ticket.DrawDate === '2025-04-20' && ticket.Source === 'UPLOAD')).toBe(true);
  });

  test.each(['sg-sunday.ttt', 'sg-sunday-level1.lzh'])('%s (TTT with CRLF; jLHA level 1 with its directory) places one ticket per message', async (name) => {
    const { tickets, rejected } = await placed(name);
    expect(rejected).toEqual([]);
    expect(fourD(tickets)).toEqual(TTT_TICKETS);
    expect(tickets.map((ticket) => ticket.DrawDate)).toEqual(['2025-04-20', '2025-04-20', '2025-04-20']);
  });

  test.each(['sg-2025-04-20.dbf', 'sg-2025-04-20-level2.lzh'])('%s (LibreOffice DBF; jLHA level 2) places one ticket per GRP', async (name) => {
    const { tickets, rejected } = await placed(name);
    expect(rejected).toEqual([]);
    expect(fourD(tickets)).toEqual(DBF_TICKETS);
  });

  test('tt-2025-04-21.dbf (LibreOffice, Toto) places its entries and refuses the decimal stake', async () => {
    const { tickets, rejected } = await placed('tt-2025-04-21.dbf', 'TT');
    expect(rejected).toEqual([{ Line: 4, Code: 'decimalStake' }]);
    expect(tickets.map((ticket) => ticket.Bets.map((bet) => [bet.Numbers, bet.Roll, bet.Amount]))).toEqual([
      [
        [['01', '02', '03', '04', '05', '06'], false, '1.00'],
        [['07', '08', '09', '10', '11'], true, '2.00'],
        [['01', '11', '22', '33', '44', '45', '46'], false, '1.00'],
      ],
    ]);
  });
});
