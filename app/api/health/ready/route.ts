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
    const body = upstream.ok ? { status: 'ok', platform: 'ok' } : { status: 'unavailable', platform: 'error' };
    return Response.json(body, { status: upstream.ok ? 200 : 503, headers });
  } catch {
    return Response.json({ status: 'unavailable', platform: 'unreachable' }, { status: 503, headers });
  }
}
