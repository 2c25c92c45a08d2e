// Demo users (docs/demo.md): keep these ids, passwords, roles and parents exactly; tests and e2e use them.
import type { users } from '../db/schema';

type Flags = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'enableCreateAgent'
    | 'enableCreateDownline'
    | 'enablePlaceBet'
    | 'enableUpload'
    | 'disablePlaceBetAndFixedBet'
    | 'groupReportDisabled'
    | 'groupReportBreakdownDisabled'
    | 'dEnableViewShareClaim'
    | 'tOutSetting1Enabled'
    | 'updatePassword'
  >
>;

export interface DemoAccount {
  credit: string;
  share: string;
  commission: string;
}

export interface DemoUser {
  userId: string;
  password: string;
  role: 'ADMIN' | 'AG' | 'MEM';
  parentId: string | null;
  rank: number;
  userName: string;
  grants: string[];
  flags: Flags;
  /** Per location: SG, MG (4D) and TT. */
  accounts: Record<'SG' | 'MG' | 'TT', DemoAccount>;
}

/** The same credit in every location; shares and commissions for 4D and for TT. */
function accounts(credit: { d: string; t?: string }, share: { d: string; t: string }, commission: { d: string; t: string }) {
  const fourD = { credit: credit.d, share: share.d, commission: commission.d };
  return { SG: fourD, MG: fourD, TT: { credit: credit.t ?? credit.d, share: share.t, commission: commission.t } };
}

const none = { d: '0', t: '0' };
const memberCommission = { d: '0.05', t: '0.10' };

export const DEMO_USERS: DemoUser[] = [
  {
    userId: 'admin', password: 'Admin1234', role: 'ADMIN', parentId: null, rank: 0, userName: 'Administrator',
    grants: ['*'],
    flags: {
      enableCreateAgent: true, enableCreateDownline: true, enablePlaceBet: true, enableUpload: true,
      dEnableViewShareClaim: 1, tOutSetting1Enabled: true,
    },
    // The company: it keeps whatever share its downline passes up.
    accounts: accounts({ d: '1000000.00' }, { d: '1', t: '1' }, { d: '0.20', t: '0.30' }),
  },
  {
    userId: 'clerk', password: 'Clerk1234', role: 'ADMIN', parentId: 'admin', rank: 0, userName: 'Clerk',
    grants: ['BetEntry', 'Report'], flags: { enablePlaceBet: true },
    accounts: accounts({ d: '0.00' }, none, none),
  },
  {
    userId: 'agent1', password: 'Agent1234', role: 'AG', parentId: 'admin', rank: 1, userName: 'Agent One',
    grants: [],
    flags: { enableCreateAgent: true, enableCreateDownline: true, enablePlaceBet: true, enableUpload: true, dEnableViewShareClaim: 1 },
    accounts: accounts({ d: '100000.00' }, { d: '0.5', t: '0.4' }, { d: '0.10', t: '0.20' }),
  },
  {
    userId: 'agent2', password: 'Agent1234', role: 'AG', parentId: 'agent1', rank: 2, userName: 'Agent Two',
    grants: [], flags: { enableCreateDownline: true, enablePlaceBet: true },
    accounts: accounts({ d: '50000.00' }, { d: '0.2', t: '0.2' }, { d: '0.08', t: '0.15' }),
  },
  {
    userId: 'agent3', password: 'Agent1234', role: 'AG', parentId: 'admin', rank: 1, userName: 'Agent Three',
    grants: [], flags: { groupReportDisabled: true },
    accounts: accounts({ d: '20000.00' }, { d: '0.3', t: '0.3' }, { d: '0.10', t: '0.20' }),
  },
  {
    userId: 'member1', password: 'Member1234', role: 'MEM', parentId: 'agent2', rank: 3, userName: 'Member One',
    grants: [], flags: { enablePlaceBet: true },
    accounts: accounts({ d: '5000.00', t: '2000.00' }, none, memberCommission),
  },
  {
    userId: 'member2', password: 'Member1234', role: 'MEM', parentId: 'agent3', rank: 2, userName: 'Member Two',
    grants: [], flags: { enablePlaceBet: true },
    accounts: accounts({ d: '1000.00' }, none, memberCommission),
  },
  {
    userId: 'member3', password: 'Member1234', role: 'MEM', parentId: 'agent2', rank: 3, userName: 'Member Three',
    grants: [], flags: { enablePlaceBet: true, disablePlaceBetAndFixedBet: true },
    accounts: accounts({ d: '1000.00' }, none, memberCommission),
  },
  {
    userId: 'fresh1', password: 'Fresh1234', role: 'MEM', parentId: 'agent2', rank: 3, userName: 'Fresh Member',
    grants: [], flags: { enablePlaceBet: true, updatePassword: true },
    accounts: accounts({ d: '1000.00' }, none, memberCommission),
  },
];

export const PERMISSION_CATALOGUE: { name: string; description: string }[] = [
  { name: '*', description: 'Every permission' },
  { name: 'BetEntry', description: 'Place bets for the downline' },
  { name: 'DrawSetting', description: 'Draw settings and pay rates' },
  { name: 'FixedSetting', description: 'Fixed-bet settings and processing' },
  { name: 'AdminEdit', description: 'Edit admin permissions' },
  { name: 'SuperPwd', description: 'Super password' },
  { name: 'Report', description: 'Reports' },
  { name: 'OutSet', description: 'Out settings' },
  { name: 'SMSGateway', description: 'SMS gateway' },
  { name: 'MemberEdit', description: 'Edit agents and members' },
];
