import { DEFAULT_SIMPLE_COUNTDOWN_S, simpleCountdown, tickSimple } from '@/lib/domain/countdown';

describe('the simple countdown', () => {
  test('defaults to 60 s', () => {
    expect(DEFAULT_SIMPLE_COUNTDOWN_S).toBe(60);
    expect(simpleCountdown()).toEqual({ duration: 60, left: 60 });
  });

  test('counts down, reports done at 0 and restarts from its duration', () => {
    let state = simpleCountdown(3);
    const seen: [number, boolean][] = [];
    for (let i = 0; i < 7; i++) {
      const step = tickSimple(state);
      state = step.state;
      seen.push([state.left, step.done]);
    }
    expect(seen).toEqual([[2, false], [1, false], [3, true], [2, false], [1, false], [3, true], [2, false]]);
  });

  test('60 ticks of the default give exactly one done', () => {
    let state = simpleCountdown();
    let done = 0;
    for (let i = 0; i < 60; i++) {
      const step = tickSimple(state);
      state = step.state;
      if (step.done) done++;
    }
    expect([done, state.left]).toEqual([1, 60]);
  });

  it.each([0, -1, 1.5, NaN])('refuses the duration %p', (duration) => {
    expect(() => simpleCountdown(duration)).toThrow(RangeError);
  });
});
