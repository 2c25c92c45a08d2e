// GET /api/health/ready: the platform answers its health call, and Redis answers a PING when the app
// shares its state there (REDIS_URL). 503 when either does not, and while the app drains (SIGTERM
// received: it finishes its requests in flight, and a load balancer should send it no new ones).
import { isDraining } from '@/lib/http/draining';
import { platformCall } from '@/lib/platform-client/client';
import { redisAnswers, sharedRedis } from '@/lib/redis/client';

const READY_TIMEOUT_MS = 2_000;

async function platformState(): Promise<'ok' | 'error'> {
  try {
    await platformCall('/api/health', { timeoutMs: READY_TIMEOUT_MS });
    return 'ok';
  } catch {
    return 'error';
  }
}

/** Through the one Redis seam that the sign-in limits and the GET cache use. */
async function redisState(): Promise<'ok' | 'error' | 'not used'> {
  const client = sharedRedis();
  if (!client) return 'not used';
  return (await redisAnswers(client, READY_TIMEOUT_MS)) ? 'ok' : 'error';
}

export async function GET() {
  if (isDraining()) {
    return Response.json({ status: 'draining' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const [platform, redis] = await Promise.all([platformState(), redisState()]);
  const ready = platform === 'ok' && redis !== 'error';
  return Response.json(
    { status: ready ? 'ok' : 'unavailable', platform, redis },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
