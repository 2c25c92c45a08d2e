// POST /api/auth/password: changes a password on the platform (captcha always required). On success
// the session ends: every platform token of the user was revoked, and the user signs in again.
import { NextResponse } from 'next/server';
import { changePasswordRequestSchema } from '@/lib/contract/auth';
import { ApiError } from '@/lib/http/api-error';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { changePassword } from '@/lib/platform/auth';

export const POST = route(
  async ({ request, session }) => {
    const form = parseWith(changePasswordRequestSchema, await readJson(request));
    const answer = await changePassword(form, session?.captchaKey, session);
    if (!answer.success) throw new ApiError(400, { message: answer.message });
    return withSession(NextResponse.json(answer), 'clear');
  },
  { write: true },
);
