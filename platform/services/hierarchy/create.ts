// POST agents (full and ?Simple=true) and POST players: a new user below the caller (or below a
// ParentId in reach that may hold it), one rank under its parent, with an account in every location
// of the parent (what the request gives, 0 elsewhere), inside the parent's caps. The password follows
// the change-password rules, and the new user must change it at its first sign-in (it was set by
// someone else). One transaction writes the user, its accounts and the audit row.
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { newPasswordRule, passwordMessage } from '@/lib/domain/password-rules';
import { fromRateUnits, toRateUnits } from '@/lib/domain/rate-choices';
import { userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { accountsOf } from '../users/accounts';
import { writeAudit } from '../audit/write';
import { assertManager, KIND_ROLE, newParentOf, type DownlineKind, type HierarchyContext } from './access';
import { parentBounds } from './accounts';
import { checkCredit, checkGrants, checkRates, flagColumns, RATE_FIELDS, type FlagValues, type RateInput } from './rules';
import { hashPassword } from '../auth/passwords';
import { readSettings } from '../content/settings';
import { findUserForSignIn, type UserRow } from '../users/users';

/** Credit (money text) and rates of one location of the new user; what is left out is 0. */
export interface AccountInput extends RateInput {
  Credit?: string;
}

export interface NewDownline {
  kind: DownlineKind;
  UserId: string;
  UserName: string;
  Password: string;
  ParentId?: string;
  flags: Partial<FlagValues>;
  /** By LocId; the request's location is one of them. */
  accounts: ReadonlyMap<string, AccountInput>;
}

/** Whether PostgreSQL answered with the SQLSTATE `code` (23505 unique, 23503 foreign key), through drizzle's wrapping error. */
export function hasDatabaseCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const taken = (userId: string) => new PlatformError(409, `User ID ${userId} is already taken.`, 'UserId');

/** The rates a kind carries: players have a commission only. */
function ratesFor(kind: DownlineKind, input: AccountInput): RateInput {
  return kind === 'agent' ? { Share: input.Share, Commission: input.Commission, Tax: input.Tax } : { Commission: input.Commission };
}

const units = (rate: number | undefined) => toRateUnits(rate ?? 0) ?? 0;

interface NewAccount {
  locId: string;
  game: '4D' | 'TT';
  credit: string;
  rates: RateInput;
}

/** What the audit row keeps of a new user: itself, its flags, and every account (never the password). */
function createdRecord(input: NewDownline, parent: UserRow, accounts: readonly NewAccount[]): Record<string, unknown> {
  const ratesOf = (rates: RateInput) => Object.fromEntries(RATE_FIELDS.filter((field) => rates[field] !== undefined).map((field) => [field, rates[field]]));
  return {
    UserId: input.UserId,
    UserName: input.UserName,
    ParentId: parent.userId,
    Role: KIND_ROLE[input.kind],
    Rank: parent.rank + 1,
    ...Object.fromEntries(Object.entries(input.flags).filter(([, value]) => value !== undefined)),
    Accounts: Object.fromEntries(accounts.map((account) => [account.locId, { Credit: account.credit, ...ratesOf(account.rates) }])),
  };
}

/** Creates the user; answers its id. Checks run cheapest first, the caps inside the transaction. */
export async function createDownline(context: HierarchyContext, input: NewDownline): Promise<string> {
  const { db, actor, location, now } = context;
  assertManager(actor, input.kind);
  const parent = await newParentOf(db, actor, input.ParentId, input.kind);
  checkGrants(input.flags, parent);
  const { passwordAllowLowercase } = await readSettings(db);
  const broken = newPasswordRule(input.Password, { allowLowercase: passwordAllowLowercase });
  if (broken) throw PlatformError.badRequest(passwordMessage(broken), 'Password');
  if (await findUserForSignIn(db, input.UserId)) throw taken(input.UserId);
  const parentLocations = await accountsOf(db, parent.userId);
  for (const locId of input.accounts.keys()) {
    if (!parentLocations.some((account) => account.locId === locId)) {
      throw PlatformError.badRequest(`${parent.userId} has no account in ${locId}, so the new user cannot have one.`, 'LocId');
    }
  }
  const passwordHash = await hashPassword(input.Password);
  const accounts: NewAccount[] = parentLocations.map((account) => {
    const given = input.accounts.get(account.locId) ?? {};
    return { locId: account.locId, game: account.game, credit: toMoney(given.Credit ?? '0'), rates: ratesFor(input.kind, given) };
  });
  try {
    await db.transaction(async (tx) => {
      for (const account of [...accounts].sort((a, b) => (a.locId < b.locId ? -1 : 1))) {
        const bounds = await parentBounds(tx, parent, account.locId, { lock: true });
        checkRates(account.game, account.rates, bounds);
        checkCredit(moneyToCents(account.credit), bounds);
      }
      await tx.insert(users).values({
        userId: input.UserId,
        parentId: parent.userId,
        role: KIND_ROLE[input.kind],
        rank: parent.rank + 1,
        userName: input.UserName,
        passwordHash,
        updatePassword: true,
        createdAt: now,
        ...flagColumns(input.flags),
      });
      await tx.insert(userLocations).values(
        accounts.map((account) => ({
          userId: input.UserId,
          locId: account.locId,
          credit: account.credit,
          share: String(fromRateUnits(units(account.rates.Share))),
          commission: String(fromRateUnits(units(account.rates.Commission))),
          tax: String(fromRateUnits(units(account.rates.Tax))),
        })),
      );
      await writeAudit(tx, {
        actorId: actor.userId,
        entity: input.kind,
        entityId: input.UserId,
        action: 'CREATE',
        targetUserId: input.UserId,
        locId: location.locId,
        after: createdRecord(input, parent, accounts),
      });
    });
  } catch (error) {
    // A racing create of the same id.
    if (hasDatabaseCode(error, '23505')) throw taken(input.UserId);
    throw error;
  }
  return input.UserId;
}
