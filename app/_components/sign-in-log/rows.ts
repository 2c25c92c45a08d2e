// Sign-ins as the report table shows them: the local time, the id as typed, the outcome in words, the
// address, the site host and the browser. Pure; the page passes its outcome words in.
import type { SignInResult, SignInRow } from '@/lib/contract/sign-in-log';
import { localDateTime } from '@/lib/domain/tickets';

export interface SignInTableRow {
  [field: string]: string | number;
  Id: number;
  At: string;
  When: string;
  UserId: string;
  Result: string;
  Address: string;
  SiteHost: string;
  UserAgent: string;
}

export function signInTableRow(row: SignInRow, result: (result: SignInResult) => string): SignInTableRow {
  return {
    Id: row.Id,
    At: row.At,
    When: localDateTime(row.At),
    UserId: row.UserId,
    Result: result(row.Result),
    Address: row.Address,
    SiteHost: row.SiteHost,
    UserAgent: row.UserAgent,
  };
}
