// POST /api/auth/password: changes a password on the platform (captcha always required). The platform
// revokes every token of the user, so the session ends, except when a signed-in user changed its own
// password: that session goes on with a new token (answer `signedIn: true`).
import { NextResponse } from 'next/server';
import { changePasswordRequestSchema } from '@/lib/contract/auth';
import { ApiError } from '@/lib/http/api-error';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { clientIp } from '@/lib/http/client-ip';
import { acceptTerms, changePassword, signIn, signInClientOf, signOut, type SignInClient } from '@/lib/platform-client/auth';
import { newSession, nowSeconds, sessionState, type SessionData, type SignedInData } from '@/lib/session/data';

/** The signed-in part of a session whose own user's password is changing, or null. */
function ownSignIn(session: SessionData | null, userId: string): SignedInData | null {
  const auth = session?.auth;
  if (!auth || sessionState(session).kind !== 'signed-in') return null;
  return auth.userId.toLowerCase() === userId.trim().toLowerCase() ? auth : null;
}

/*
 * Staying signed in after one's own change: the user just proved the old password and chose the new
 * one, so the BFF signs in once with it, exactly as the user would, and seals a new session (new
 * issue time, as at any sign-in) in the same location. Terms were accepted in this session, so the
 * acceptance is recorded on the new token too (the platform keeps terms per token). Any failure here
 * (the captcha switched on for sign-in, maintenance, ...) ends the session instead: the password has
 * changed either way, and the user signs in again with it (so does a user with two-factor).
 */
async function signInAgain(auth: SignedInData, password: string, client: SignInClient): Promise<SessionData | null> {
  let answer;
  try {
    answer = await signIn({ username: auth.userId, password }, undefined, client);
  } catch {
    return null;
  }
  // A user with two-factor signs in again with a code: no code here, so the session ends.
  if ('challenge' in answer) return null;
  const renewed = newSession(nowSeconds(), { auth: { ...auth, token: answer.access_token } });
  try {
    if (answer.updatePassword) throw new Error('the platform asks for another password change');
    if (auth.termsAccepted) await acceptTerms(renewed);
    return renewed;
  } catch {
    await signOut(renewed).catch(() => undefined);
    return null;
  }
}

export const POST = route(
  async ({ request, session }) => {
    const form = parseWith(changePasswordRequestSchema, await readJson(request));
    const answer = await changePassword(form, session?.captchaKey, session);
    if (!answer.success) throw new ApiError(400, { message: answer.message });
    const own = ownSignIn(session, form.UserId);
    const renewed = own ? await signInAgain(own, form.Password1, signInClientOf(request, clientIp(request))) : null;
    if (!renewed) return withSession(NextResponse.json(answer), 'clear');
    return withSession(NextResponse.json({ ...answer, signedIn: true }), renewed);
  },
  { write: true },
);
