// GET /api/auth/message: the platform's message check (maintenance and captcha flags), polled by
// the browser every 60 s. Maintenance ends the local session.
import { NextResponse } from 'next/server';
import type { ClientMessage } from '@/lib/contract/bff-auth';
import { route, withSession } from '@/lib/http/route';
import { serverMessage } from '@/lib/platform-client/auth';

export const GET = route(async ({ session }) => {
  const message = await serverMessage();
  const body: ClientMessage = {
    maintenance: message.maintenance,
    captchaRequired: message.global.captchaRequired,
    enableCaptcha: message.global.enableCaptcha,
  };
  const response = NextResponse.json(body);
  return message.maintenance && session ? withSession(response, 'clear') : response;
});
