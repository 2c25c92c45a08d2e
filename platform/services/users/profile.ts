// The signed-in profile (docs/product.md#entities-and-fields) of a user, seen from one location; mMemberProfile adds the
// member's commission and tax there.
import { memberProfileFullSchema, type MemberProfileFull } from '@/lib/contract/members';
import { profileSchema, type Profile } from '@/lib/contract/profile';
import { fromRateUnits } from '@/lib/domain/rate-choices';
import type { Db } from '../../db/client';
import { accountsOf, creditLeft, type Account } from './accounts';
import type { LocationRow } from './locations';
import { toMoney } from '@/lib/domain/money';
import { accountIn } from '../hierarchy/accounts';
import { grantsOf, type UserRow } from './users';

/**
 * dShare is the 4D share and tShare the TT share. Shares are kept per location: the current location
 * answers for its own game, and for the other game the user's first location of that game does.
 */
function shareFor(accounts: Account[], game: '4D' | 'TT', current: LocationRow): number {
  const own = current.game === game ? accounts.find((a) => a.locId === current.locId) : undefined;
  return (own ?? accounts.find((a) => a.game === game))?.share ?? 0;
}

export async function buildProfile(db: Db, user: UserRow, location: LocationRow): Promise<Profile> {
  const [granted, accounts] = await Promise.all([grantsOf(db, user.userId), accountsOf(db, user.userId)]);
  const here = accounts.find((a) => a.locId === location.locId);
  return profileSchema.parse({
    LoginId: user.userId,
    UserId: user.userId,
    UserName: user.userName,
    Role: user.role,
    Rank: user.rank,
    ParentId: user.parentId,
    Granted: granted,
    AliasId: user.aliasId,
    Loc: {
      LocId: location.locId,
      Loc: location.name,
      VipLeftCss: location.vipLeftCss,
      VipTopBGImage: location.vipTopBgImage,
      ColorTbl01: location.colorTbl01,
      ColorTbl02: location.colorTbl02,
    },
    Credit: toMoney(here?.credit ?? '0'),
    AccBal: toMoney(here?.accBal ?? '0'),
    CreditLeft: await creditLeft(db, user.userId, location.locId, here),
    dShare: shareFor(accounts, '4D', location),
    tShare: shareFor(accounts, 'TT', location),
    EnableCreateAgent: user.enableCreateAgent,
    EnableCreateDownline: user.enableCreateDownline,
    EnablePlaceBet: user.enablePlaceBet,
    EnableUpload: user.enableUpload,
    disablePlaceBetAndFixedBet: user.disablePlaceBetAndFixedBet,
    GroupReportDisabled: user.groupReportDisabled,
    GroupReportBreakdownDisabled: user.groupReportBreakdownDisabled,
    dEnableViewShareClaim: user.dEnableViewShareClaim === 1 ? 1 : 0,
    tOutSetting1Enabled: user.tOutSetting1Enabled,
    updatePassword: user.updatePassword,
  });
}

/** mMemberProfile: the profile with the member's commission and tax in the location. */
export async function buildMemberProfile(db: Db, user: UserRow, location: LocationRow): Promise<MemberProfileFull> {
  const [profile, account] = await Promise.all([buildProfile(db, user, location), accountIn(db, user.userId, location.locId)]);
  return memberProfileFullSchema.parse({
    ...profile,
    Commission: fromRateUnits(account?.rates.Commission ?? 0),
    Tax: fromRateUnits(account?.rates.Tax ?? 0),
  });
}
