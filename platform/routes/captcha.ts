// GET /api/captcha?<cache-buster>: a new captcha picture (SVG) with its key in the x-token header.
// Outside /api/v1/ (the spec's "{api root without version}/captcha"), so maintenance never hides it.
import { Hono } from 'hono';
import { CAPTCHA_KEY_HEADER } from '@/lib/contract/auth';
import type { BaseEnv } from '../http/env';

export const captchaRoutes = new Hono<BaseEnv>().get('/api/captcha', async (c) => {
  const { key, svg } = await c.var.deps.captcha.issue();
  c.header(CAPTCHA_KEY_HEADER, key);
  // The picture holds no script or reference; should it ever be opened directly, it may load nothing.
  c.header('content-security-policy', "default-src 'none'");
  return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
});
