export function forgetRedisKeys(redisUrl: string, prefix: string): Promise<void>;
