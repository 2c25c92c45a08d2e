// POST /api/auth/terms { agree }: Agree records acceptance on the platform and in the session and
// goes home; Disagree signs out.
import { NextResponse } from 'next/server';
import { termsFormSchema } from '@/lib/contract/bff-auth';
import { ERROR_MESSAGES } from '@/lib/contract/constants';
import { ApiError } from '@/lib/http/api-error';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { acceptTerms, signOut } from '@/lib/platform-client/auth';
import { homeUrl, LOGIN_PATH } from '@/lib/session/gate';

export const POST = route(
  async ({ request, session }) => {
    const { agree } = parseWith(termsFormSchema, await readJson(request));
    const auth = session?.auth;
    if (!session || !auth) throw new ApiError(401, { message: 'Session Error.' });
    // Two-factor set-up comes first when it is required (docs/decisions/two-factor.md).
    if (auth.twoFactorEnrolment) throw new ApiError(403, { message: ERROR_MESSAGES.twoFactorRequired });
    if (!agree) {
      await signOut(session).catch(() => undefined);
      return withSession(NextResponse.json({ redirect: LOGIN_PATH }), 'clear');
    }
    await acceptTerms(session);
    const accepted = { ...session, auth: { ...auth, termsAccepted: true } };
    return withSession(NextResponse.json({ redirect: homeUrl(auth.locId) }), accepted);
  },
  { write: true },
);
