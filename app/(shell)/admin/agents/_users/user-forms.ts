// The pure side of the Agent and Player pages: what a create or edit form sends, the rows of the list,
// and which field a platform refusal points at. The platform checks everything again (caps, grid,
// flags); the page only stops what is plainly missing, so the user hears the platform's own reasons.
import { AGENT_FLAGS, PLAYER_FLAGS, type DownlineUser, type FlagName } from '@/lib/contract/agents';
import { ratePercentText } from '@/lib/domain/rate-choices';
import type { ReportRow } from '@/app/_components/report-table/report-table';

export type UserKind = 'agent' | 'player';

/** The fields of the create and edit forms, as typed (rates are the chosen option's value). */
export interface UserFields {
  userId: string;
  userName: string;
  password: string;
  credit: string;
  share: string;
  commission: string;
  tax: string;
  flags: Partial<Record<FlagName, boolean>>;
}

export type FormField = 'UserId' | 'UserName' | 'Password' | 'Credit' | 'Share' | 'Commission' | 'Tax' | 'flags';

export const EMPTY_FIELDS: UserFields = { userId: '', userName: '', password: '', credit: '', share: '0', commission: '0', tax: '0', flags: {} };

/** The flags of a kind, in the profile's order. */
export function flagsOfKind(kind: UserKind): readonly FlagName[] {
  return kind === 'agent' ? AGENT_FLAGS : PLAYER_FLAGS;
}

/** The first field the page itself finds missing, or null: the rest is the platform's to judge. */
export function missingField(fields: UserFields, { creating }: { creating: boolean }): FormField | null {
  if (creating && !fields.userId.trim()) return 'UserId';
  if (!fields.userName.trim()) return 'UserName';
  if (creating && !fields.password) return 'Password';
  return null;
}

const rate = (value: string) => Number(value || '0');
const credit = (value: string) => value.trim() || '0';

/** The set flags of a kind (every flag of the kind, false when unticked). */
function flagBody(kind: UserKind, flags: UserFields['flags'], allowed: readonly FlagName[]): Partial<Record<FlagName, boolean>> {
  return Object.fromEntries(flagsOfKind(kind).filter((name) => allowed.includes(name)).map((name) => [name, flags[name] === true]));
}

/** POST agents (full, or ?Simple=true) or POST players. */
export function createCall(kind: UserKind, fields: UserFields, options: { simple: boolean; allowedFlags: readonly FlagName[] }) {
  const base = { UserId: fields.userId.trim(), UserName: fields.userName.trim(), Password: fields.password, Credit: credit(fields.credit) };
  if (kind === 'player') {
    return { url: '/api/v1/players', json: { ...base, Commission: rate(fields.commission), ...flagBody(kind, fields.flags, options.allowedFlags) } };
  }
  if (options.simple) return { url: '/api/v1/agents?Simple=true', json: base };
  return {
    url: '/api/v1/agents',
    json: { ...base, Share: rate(fields.share), Commission: rate(fields.commission), Tax: rate(fields.tax), ...flagBody(kind, fields.flags, options.allowedFlags) },
  };
}

/** The edits of an existing user: agents in three calls (profile, rates, credit), players in one. */
export function editCalls(kind: UserKind, userId: string, fields: UserFields, allowedFlags: readonly FlagName[]) {
  const flags = flagBody(kind, fields.flags, allowedFlags);
  if (kind === 'player') {
    return {
      profile: {
        url: '/api/v1/players/update',
        json: { UserId: userId, UserName: fields.userName.trim(), Credit: credit(fields.credit), Commission: rate(fields.commission), ...flags },
      },
    };
  }
  return {
    profile: { url: '/api/v1/agents', json: { UserId: userId, UserName: fields.userName.trim(), ...flags } },
    position: { url: '/api/v1/agents/position', json: { UserId: userId, Share: rate(fields.share), Commission: rate(fields.commission), Tax: rate(fields.tax) } },
    credit: { url: '/api/v1/agents/credit', json: { UserId: userId, Credit: credit(fields.credit) } },
  };
}

/** The edit form's fields, filled from the user as it is. */
export function fieldsOf(user: DownlineUser): UserFields {
  const flags = Object.fromEntries(AGENT_FLAGS.map((name) => [name, name === 'dEnableViewShareClaim' ? user[name] === 1 : user[name] === true]));
  return {
    userId: user.UserId,
    userName: user.UserName,
    password: '',
    credit: user.Credit,
    share: String(user.Share),
    commission: String(user.Commission),
    tax: String(user.Tax),
    flags,
  };
}

const FORM_FIELDS: readonly string[] = ['UserId', 'UserName', 'Password', 'Credit', 'Share', 'Commission', 'Tax'];

/** The form field a platform refusal names (a flag's name points at the flags). */
export function fieldOfPlatform(field: string | undefined): FormField | null {
  if (!field) return null;
  if (FORM_FIELDS.includes(field)) return field as FormField;
  return (AGENT_FLAGS as readonly string[]).includes(field) ? 'flags' : null;
}

/** A row of the list: money as it came (2 decimals), rates as percentages. */
export function userRow(user: DownlineUser): ReportRow {
  return {
    UserId: user.UserId,
    UserName: user.UserName,
    ParentId: user.ParentId,
    Credit: user.Credit,
    AccBal: user.AccBal,
    CreditLeft: user.CreditLeft,
    DownlineCredit: user.DownlineCredit,
    Share: ratePercentText(user.Share),
    Commission: ratePercentText(user.Commission),
    Tax: ratePercentText(user.Tax),
    Downlines: user.Downlines,
  };
}

/** A BFF url with the page's LocId (the forwarder would use the session's otherwise). */
export function withLoc(url: string, locId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}LocId=${encodeURIComponent(locId)}`;
}
