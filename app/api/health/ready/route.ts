// GET /api/health/ready: the platform answers its health call. 503 when it does not.
import { serverEnv } from '@/lib/config/server-env';

const READY_TIMEOUT_MS = 2_000;

export async function GET() {
  const { PLATFORM_API_URL } = serverEnv();
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const upstream = await fetch(new URL('/api/health', PLATFORM_API_URL), {
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      cache: 'no-store',
    });
    const platform = upstream.ok ? 'ok' : 'error';
    return Response.json({ status: platform === 'ok' ? 'ok' : 'unavailable', platform }, {
      status: upstream.ok ? 200 : 503,
      headers,
    });
  } catch {
    return Response.json({ status: 'unavailable', platform: 'unreachable' }, { status: 503, headers });
  }
}
