// Shared data of the share-claim page tests: admin's SHARE claim on agent1 for the SG draw of
// 2026-11-21 (part collected) and a claim-back on it; each test overrides what it needs.
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';

export const claimOf = (extra: Partial<ShareClaim> = {}): ShareClaim => ({
  ClaimId: 1,
  LocId: 'SG',
  DrawId: 22,
  DrawDate: '2026-11-21',
  UserId: 'agent1',
  UserName: 'Agent One',
  ClaimedBy: 'admin',
  Kind: 'SHARE',
  GroupStrike: '750.00',
  GroupWinLoss: '700.50',
  OwnShare: '-210.15',
  Share: 0.5,
  Amount: '210.15',
  Collected: '10.00',
  Outstanding: '200.15',
  Status: 'OPEN',
  Remark: '',
  CreatedBy: 'admin',
  CreatedDate: '2026-11-26T18:34:39.429Z',
  UpdatedDate: null,
  Editable: true,
  ...extra,
});

export const claimBackOf = (extra: Partial<ClaimBack> = {}): ClaimBack => ({
  ClaimBackId: 9,
  ClaimId: 1,
  PaymentId: 30,
  DrawId: 22,
  DrawDate: '2026-11-21',
  UserId: 'agent1',
  UserName: 'Agent One',
  ClaimedBy: 'admin',
  Amount: '10.00',
  Remark: 'Cash',
  CreatedBy: 'admin',
  CreatedDate: '2026-11-26T19:00:00.000Z',
  VoidedDate: null,
  VoidedBy: null,
  ...extra,
});
