// GET profileNewFull / profileTNewFull (a new agent or player) and profileEditFull / profileTEditFull
// (an existing one): what the form needs in the request's location. The docs/product.md#validation-rules choices run up to the
// parent's own rate (the company: the whole grid) and, on edit, start at the highest rate of the user's
// own downline; credit runs from what that downline holds up to what the parent has left to give.
// The flags are the role's, less the rights the parent does not hold (a right the user already holds
// stays, so it can be switched off). The same rules refuse a change that leaves these bounds.
import { AGENT_FLAGS, GRANTED_FLAGS, PLAYER_FLAGS, profileFormSchema, type FlagName, type ProfileForm } from '@/lib/contract/agents';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { fromRateUnits, rateChoiceUnits, type RateField } from '@/lib/domain/rate-choices';
import { PlatformError } from '../../errors';
import { assertManager, newParentOf, type DownlineKind, type HierarchyContext } from './access';
import { accountIn, downlineFloors, parentBounds, type RateUnits } from './accounts';
import { flagsOf, parentHolds, type FlagValues } from './rules';
import { downlineRow } from './rows';
import { reachableUser } from '../users/downline';
import { findUser, type UserRow } from '../users/users';

export interface FormQuery {
  UserId?: string;
  ParentId?: string;
  Role?: 'AG' | 'MEM';
}

const KIND_OF_ROLE = { AG: 'agent', MEM: 'player' } as const;

/** The choices of one field between the bounds; a current value off them is kept in the list. */
function choices(field: RateField, context: HierarchyContext, parentRates: RateUnits | null, floors?: RateUnits, current?: RateUnits): number[] {
  const listed = rateChoiceUnits(field, context.location.game, { parentUnits: parentRates?.[field] ?? null, floorUnits: floors?.[field] });
  const own = current?.[field];
  const all = own === undefined || listed.includes(own) ? listed : [...listed, own].sort((a, b) => a - b);
  return all.map(fromRateUnits);
}

function flagChoices(kind: DownlineKind, parent: UserRow, current?: FlagValues): FlagName[] {
  const names: readonly FlagName[] = kind === 'agent' ? AGENT_FLAGS : PLAYER_FLAGS;
  const granted: readonly FlagName[] = GRANTED_FLAGS;
  return names.filter((name) => !granted.includes(name) || parentHolds(parent, name) || current?.[name] === true);
}

/** The user to edit: strictly below the caller, an agent or a player (404 otherwise). */
async function editTarget(context: HierarchyContext, userId: string): Promise<{ target: UserRow; kind: DownlineKind; parent: UserRow }> {
  const { db, actor } = context;
  const target = userId === actor.userId ? undefined : await reachableUser(db, actor, userId);
  const parent = target?.parentId ? await findUser(db, target.parentId) : undefined;
  if (!target || !parent || (target.role !== 'AG' && target.role !== 'MEM')) throw PlatformError.notFound();
  return { target, kind: KIND_OF_ROLE[target.role], parent };
}

export async function profileForm(context: HierarchyContext, query: FormQuery): Promise<ProfileForm> {
  const { db, actor, location } = context;
  const editing = query.UserId !== undefined ? await editTarget(context, query.UserId) : undefined;
  const kind = editing?.kind ?? KIND_OF_ROLE[query.Role ?? 'AG'];
  assertManager(actor, kind);
  const parent = editing?.parent ?? (await newParentOf(db, actor, query.ParentId, kind));
  const bounds = await parentBounds(db, parent, location.locId, { except: editing?.target.userId });
  const floors = editing ? await downlineFloors(db, editing.target.userId, location.locId) : undefined;
  const current = editing ? (await accountIn(db, editing.target.userId, location.locId))?.rates : undefined;
  const userRow = editing ? await downlineRow(db, kind, location.locId, editing.target.userId) : undefined;
  const agent = kind === 'agent';
  return profileFormSchema.parse({
    LocId: location.locId,
    Game: location.game,
    Role: agent ? 'AG' : 'MEM',
    Parent: { UserId: parent.userId, UserName: parent.userName, IsCompany: parent.role === 'ADMIN' },
    MaxCredit: bounds.creditToGive === null ? null : centsToMoney(bounds.creditToGive < 0n ? 0n : bounds.creditToGive),
    MinCredit: centsToMoney(floors?.creditCents ?? 0n),
    Share: agent ? choices('Share', context, bounds.rates, floors?.rates, current) : [],
    Commission: choices('Commission', context, bounds.rates, floors?.rates, current),
    Tax: agent ? choices('Tax', context, bounds.rates, floors?.rates, current) : [],
    Flags: flagChoices(kind, parent, editing ? flagsOf(editing.target) : undefined),
    User: userRow ?? null,
  });
}
