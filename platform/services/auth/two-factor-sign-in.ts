// The code step of sign-in (docs/decisions/two-factor.md). oauth/token calls secondFactorStep after the
// password, maintenance and location checks; POST oauth/twoFactor trades the challenge and a code for
// the token, writing SUCCESS or WRONG_CODE to the sign-in log.
import type { TokenResponse } from '@/lib/contract/auth';
import type { TwoFactorChallenge, TwoFactorSignIn } from '@/lib/contract/two-factor';
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import type { AppDeps } from '../../http/env';
import { locationsOfUser } from '../users/locations';
import { findUser, type UserRow } from '../users/users';
import { recordSignIn, type SignInClient } from './sign-in-log';
import { tokenAnswer } from './sign-in';
import { acceptCode, challengeUser, failChallenge, isEnrolled, isTwoFactorRequired, newChallenge, spendChallenge, WRONG_CODE_MESSAGE } from './two-factor';

export type SecondFactor = { challenge: TwoFactorChallenge; enrolOnly?: undefined } | { challenge?: undefined; enrolOnly: boolean };

export async function secondFactorStep(db: Db, user: UserRow, client: SignInClient, now: Date): Promise<SecondFactor> {
  if (await isEnrolled(db, user.userId)) return { challenge: await newChallenge(db, user.userId, now) };
  return { enrolOnly: await isTwoFactorRequired(db, user, client.siteHost) };
}

/** A refused code step: one answer for an unknown, spent or expired challenge and a wrong code. */
const wrongCode = () => PlatformError.badRequest(WRONG_CODE_MESSAGE, 'code');

export async function signInWithCode(deps: AppDeps, input: { challenge: string; code: string }, client: SignInClient): Promise<TokenResponse> {
  const { db } = deps;
  const now = deps.now();
  const live = await challengeUser(db, input.challenge, now);
  const user = live ? await findUser(db, live.userId) : undefined;
  if (!live || !user) throw wrongCode();
  const log = (result: 'SUCCESS' | 'WRONG_CODE' | 'REFUSED') => recordSignIn(db, { typedUserId: user.userId, userId: user.userId, result, client, at: deps.now() });
  if (!(await acceptCode(db, user.userId, input.code, now))) {
    await failChallenge(db, live.id, now);
    await log('WRONG_CODE');
    throw wrongCode();
  }
  if (!(await spendChallenge(db, live.id, now))) throw wrongCode();
  const [location] = await locationsOfUser(db, user.userId);
  if (!location) {
    await log('REFUSED');
    throw PlatformError.forbidden('No location is available to this user.');
  }
  await log('SUCCESS');
  return tokenAnswer(deps, user, location, client, false);
}

export type { TwoFactorSignIn };
