// GET /api/auth/captcha?<cache-buster>: a new captcha image from the platform. Its key (x-token) is
// kept in the session for the next submit and never reaches the page.
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/http/api-error';
import { route, withSession } from '@/lib/http/route';
import { fetchCaptcha } from '@/lib/platform-client/auth';
import { newSession, nowSeconds } from '@/lib/session/data';

export const GET = route(async ({ request, session }) => {
  // Another site must not be able to spend captchas through a user's browser (or reset its session).
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new ApiError(403, { message: 'Cross-site request refused.' });
  const { svg, key } = await fetchCaptcha();
  const response = new NextResponse(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the image can run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
  return withSession(response, { ...(session ?? newSession(nowSeconds())), captchaKey: key });
});
