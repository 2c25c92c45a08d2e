// Deletes the keys of one run from a shared Redis (the sign-in limits' windows and the cache would
// outlive the run): the instances journey and the placement and soak benchmarks, each under its prefix.
import Redis from 'ioredis';

/** SCANs (never KEYS, which blocks the server) for `prefix*` and deletes what it finds. */
export async function forgetRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
