// POST /api/auth/sign-out: revokes the platform token and destroys the session (also "Disagree").
import { NextResponse } from 'next/server';
import { route, withSession } from '@/lib/http/route';
import { signOut } from '@/lib/platform-client/auth';
import { LOGIN_PATH } from '@/lib/session/gate';

export const POST = route(
  async ({ session }) => {
    if (session) {
      // The local session ends even when the platform cannot be told; its token then expires by itself.
      await signOut(session).catch((error: unknown) => console.error(JSON.stringify({ level: 'warn', msg: 'logout failed', error: String(error) })));
    }
    return withSession(NextResponse.json({ redirect: LOGIN_PATH }), 'clear');
  },
  { write: true, json: false },
);
