// GET /api/health/ready: the platform answers its health call, and Redis answers a PING when the app
// shares its state there (REDIS_URL). 503 when either does not.
import { platformCall } from '@/lib/platform/client';
import { RedisRateLimitStore } from '@/lib/rate-limit/redis-store';
import { getSignInLimiter } from '@/lib/rate-limit/server';

const READY_TIMEOUT_MS = 2_000;

async function platformState(): Promise<'ok' | 'error'> {
  try {
    await platformCall('/api/health', { timeoutMs: READY_TIMEOUT_MS });
    return 'ok';
  } catch {
    return 'error';
  }
}

async function redisState(): Promise<'ok' | 'error' | 'not used'> {
  const store = getSignInLimiter();
  if (!(store instanceof RedisRateLimitStore)) return 'not used';
  return (await store.ping()) ? 'ok' : 'error';
}

export async function GET() {
  const [platform, redis] = await Promise.all([platformState(), redisState()]);
  const ready = platform === 'ok' && redis !== 'error';
  return Response.json(
    { status: ready ? 'ok' : 'unavailable', platform, redis },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
