// POST /api/auth/two-factor/setup { action, Code? }: the /admin/twoFactor page's calls (begin, confirm,
// turn off). Open to a signed-in user and to one that must set two-factor up before anything else; the
// latter's session becomes a full one when the code confirms (the platform clears its token's flag).
import { NextResponse } from 'next/server';
import { twoFactorSetupFormSchema } from '@/lib/contract/bff-auth';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor } from '@/lib/platform-client/two-factor';
import { homeUrl, TERMS_PATH } from '@/lib/session/gate';
import { signedInOrEnrolling } from '@/lib/session/server';

export const POST = route(
  async ({ request, session }) => {
    const form = parseWith(twoFactorSetupFormSchema, await readJson(request));
    const signedIn = signedInOrEnrolling(session);
    if (form.action === 'begin') return NextResponse.json(await beginTwoFactor(signedIn));
    if (form.action === 'disable') return NextResponse.json(await disableTwoFactor(signedIn, form.Code));
    const confirmed = await confirmTwoFactor(signedIn, form.Code);
    const { twoFactorEnrolment, ...auth } = signedIn.auth;
    if (!twoFactorEnrolment) return NextResponse.json(confirmed);
    // Set up as required: the rest of the back office opens (terms first when still owed).
    const next = auth.termsAccepted ? homeUrl(auth.locId) : TERMS_PATH;
    return withSession(NextResponse.json({ ...confirmed, redirect: next }), { ...signedIn, auth });
  },
  { write: true },
);
