// docs/demo.md, transcribed for the tests (kept apart from the seed code on purpose: the tests check the
// seed against the document, not against itself). Values docs/demo.md leaves open follow
// docs/decisions/platform.md (ranks of members, credits of agents, member3 and fresh1).

export const PASSWORDS: Record<string, string> = {
  admin: 'Admin1234',
  clerk: 'Clerk1234',
  agent1: 'Agent1234',
  agent2: 'Agent1234',
  agent3: 'Agent1234',
  member1: 'Member1234',
  member2: 'Member1234',
  member3: 'Member1234',
  fresh1: 'Fresh1234',
};

const FLAG_NAMES = [
  'EnableCreateAgent',
  'EnableCreateDownline',
  'EnablePlaceBet',
  'EnableUpload',
  'disablePlaceBetAndFixedBet',
  'GroupReportDisabled',
  'GroupReportBreakdownDisabled',
  'tOutSetting1Enabled',
  'updatePassword',
] as const;
type Flag = (typeof FLAG_NAMES)[number];

export interface ExpectedUser {
  UserId: string;
  Role: 'ADMIN' | 'AG' | 'MEM';
  ParentId: string | null;
  Rank: number;
  Granted: string[];
  flags: Flag[];
  dEnableViewShareClaim: 0 | 1;
  dShare: number;
  tShare: number;
  credit: { SG: string; MG: string; TT: string };
}

const same = (amount: string) => ({ SG: amount, MG: amount, TT: amount });

export const DEMO_USERS: ExpectedUser[] = [
  {
    UserId: 'admin', Role: 'ADMIN', ParentId: null, Rank: 0, Granted: ['*'],
    flags: ['EnableCreateAgent', 'EnableCreateDownline', 'EnablePlaceBet', 'EnableUpload', 'tOutSetting1Enabled'],
    dEnableViewShareClaim: 1, dShare: 1, tShare: 1, credit: same('1000000.00'),
  },
  {
    UserId: 'clerk', Role: 'ADMIN', ParentId: 'admin', Rank: 0, Granted: ['BetEntry', 'Report'],
    flags: ['EnablePlaceBet'], dEnableViewShareClaim: 0, dShare: 0, tShare: 0, credit: same('0.00'),
  },
  {
    UserId: 'agent1', Role: 'AG', ParentId: 'admin', Rank: 1, Granted: [],
    flags: ['EnableCreateAgent', 'EnableCreateDownline', 'EnablePlaceBet', 'EnableUpload'],
    dEnableViewShareClaim: 1, dShare: 0.5, tShare: 0.4, credit: same('100000.00'),
  },
  {
    UserId: 'agent2', Role: 'AG', ParentId: 'agent1', Rank: 2, Granted: [],
    flags: ['EnableCreateDownline', 'EnablePlaceBet'], dEnableViewShareClaim: 0, dShare: 0.2, tShare: 0.2,
    credit: same('50000.00'),
  },
  {
    UserId: 'agent3', Role: 'AG', ParentId: 'admin', Rank: 1, Granted: [], flags: ['GroupReportDisabled'],
    dEnableViewShareClaim: 0, dShare: 0.3, tShare: 0.3, credit: same('20000.00'),
  },
  {
    UserId: 'member1', Role: 'MEM', ParentId: 'agent2', Rank: 3, Granted: [], flags: ['EnablePlaceBet'],
    dEnableViewShareClaim: 0, dShare: 0, tShare: 0, credit: { SG: '5000.00', MG: '5000.00', TT: '2000.00' },
  },
  {
    UserId: 'member2', Role: 'MEM', ParentId: 'agent3', Rank: 2, Granted: [], flags: ['EnablePlaceBet'],
    dEnableViewShareClaim: 0, dShare: 0, tShare: 0, credit: same('1000.00'),
  },
  {
    UserId: 'member3', Role: 'MEM', ParentId: 'agent2', Rank: 3, Granted: [],
    flags: ['EnablePlaceBet', 'disablePlaceBetAndFixedBet'], dEnableViewShareClaim: 0, dShare: 0, tShare: 0,
    credit: same('1000.00'),
  },
  {
    UserId: 'fresh1', Role: 'MEM', ParentId: 'agent2', Rank: 3, Granted: [], flags: ['EnablePlaceBet', 'updatePassword'],
    dEnableViewShareClaim: 0, dShare: 0, tShare: 0, credit: same('1000.00'),
  },
];

/** The flags of a profile, as the list of those that are true. */
export function trueFlags(profile: Record<string, unknown>): Flag[] {
  return FLAG_NAMES.filter((name) => profile[name] === true);
}

export const LOCATIONS = [
  { LocId: 'SG', Loc: 'Singapore', Game: '4D', Prefix: '4d', IsDefault: true, weekdays: [3, 6, 0] },
  { LocId: 'MG', Loc: 'Magnum', Game: '4D', Prefix: '4d', IsDefault: false, weekdays: [3, 6, 0] },
  { LocId: 'TT', Loc: 'Toto', Game: 'TT', Prefix: 'tt', IsDefault: false, weekdays: [1, 4] },
] as const;

export const prefixOf = (locId: string) => (locId === 'TT' ? 'tt' : '4d');
