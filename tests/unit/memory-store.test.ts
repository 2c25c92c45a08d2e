import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';

function clock(start = 1_000_000) {
  const state = { now: start };
  return { state, now: () => state.now };
}

describe('MemoryRateLimitStore', () => {
  it('counts hits within a window and reports the time left', async () => {
    const { state, now } = clock();
    const store = new MemoryRateLimitStore({ now });
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    state.now += 10_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it('starts a new window once the old one has ended (a fixed window)', async () => {
    const { state, now } = clock();
    const store = new MemoryRateLimitStore({ now });
    await store.hit('a', 1_000);
    await store.hit('a', 1_000);
    state.now += 999;
    expect((await store.hit('a', 1_000)).count).toBe(3);
    state.now += 1;
    expect(await store.hit('a', 1_000)).toEqual({ count: 1, resetMs: 1_000 });
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore({ now: clock().now });
    await store.hit('a', 1_000);
    await store.hit('a', 1_000);
    await store.reset('a');
    await store.reset('never-seen');
    expect((await store.hit('a', 1_000)).count).toBe(1);
  });

  it('takes one hit back within the window, never below zero, and keeps the window', async () => {
    const { state, now } = clock();
    const store = new MemoryRateLimitStore({ now });
    await store.hit('a', 60_000);
    await store.hit('a', 60_000);
    await store.refund('a');
    state.now += 10_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    await store.refund('a');
    await store.refund('a');
    await store.refund('a');
    expect((await store.hit('a', 60_000)).count).toBe(1);
    await store.refund('never-seen');
    expect(store.size).toBe(1);
  });

  it('never holds more than maxKeys, evicting the oldest window first', async () => {
    const { state, now } = clock();
    const store = new MemoryRateLimitStore({ maxKeys: 3, now });
    for (const key of ['a', 'b', 'c']) {
      await store.hit(key, 60_000);
      state.now += 1;
    }
    await store.hit('a', 60_000); // a running window keeps its place
    await store.hit('d', 60_000);
    expect(store.size).toBe(3);
    // 'a' was inserted first, so 'd' evicted it; bringing 'a' back evicts 'b'.
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('c', 60_000)).count).toBe(2);
    expect((await store.hit('b', 60_000)).count).toBe(1);
    expect(store.size).toBe(3);
  });

  it('sweeps expired windows before evicting live ones', async () => {
    const { state, now } = clock();
    const store = new MemoryRateLimitStore({ maxKeys: 2, now });
    await store.hit('short', 10);
    await store.hit('long', 60_000);
    state.now += 20;
    await store.hit('new', 60_000);
    expect(store.size).toBe(2);
    expect((await store.hit('long', 60_000)).count).toBe(2);
  });

  it('sweeps expired windows at most once a minute even when not full', async () => {
    const { state, now } = clock();
    const store = new MemoryRateLimitStore({ now });
    for (let i = 0; i < 100; i += 1) await store.hit(`k${i}`, 1_000);
    state.now += 30_000;
    await store.hit('x', 1_000);
    expect(store.size).toBe(101);
    state.now += 30_000;
    await store.hit('y', 1_000);
    expect(store.size).toBe(1);
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const store = new MemoryRateLimitStore({ maxKeys: 1_000, now: clock().now });
    for (let i = 0; i < 5_000; i += 1) await store.hit(`flood:${i}`, 60_000);
    expect(store.size).toBe(1_000);
  });
});
