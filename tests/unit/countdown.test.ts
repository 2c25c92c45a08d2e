import {
  countdownAction,
  countdownText,
  countdownTick,
  createCountdown,
  NOTIFY_CONFIG_ERROR,
  type CountdownConfig,
  type CountdownStatus,
  type ServerCountdown,
} from '@/lib/domain/countdown';

const NOW = Date.UTC(2025, 3, 20, 2, 0, 0);

/** A countdown brought into a status. */
function inStatus(status: CountdownStatus, config: CountdownConfig = { leftTime: 10 }): ServerCountdown {
  const { state } = createCountdown(config, NOW);
  if (status === 'ing') return state;
  if (status === 'pause') return countdownAction(state, 'pause', NOW).state;
  if (status === 'stop') return countdownAction(state, 'stop', NOW).state;
  return countdownTick(state, 10).state;
}

describe('the server countdown: statuses and transitions of docs/product.md#shared-widgets', () => {
  test('starts running, or paused on demand', () => {
    expect(createCountdown({ leftTime: 5 }, NOW)).toMatchObject({ state: { status: 'ing', left: 5000, tick: 1000 }, events: [] });
    expect(createCountdown({ leftTime: 5, demand: true }, NOW).state.status).toBe('pause');
    expect(inStatus('done').status).toBe('done');
  });

  // status, action, next status (null: no change and no event)
  it.each<[CountdownStatus, 'start' | 'pause' | 'resume' | 'stop', CountdownStatus | null]>([
    ['ing', 'start', null],
    ['pause', 'start', 'ing'],
    ['stop', 'start', null],
    ['done', 'start', null],
    ['ing', 'pause', 'pause'],
    ['pause', 'pause', null],
    ['stop', 'pause', null],
    ['done', 'pause', null],
    ['ing', 'resume', null],
    ['pause', 'resume', 'ing'],
    ['stop', 'resume', null],
    ['done', 'resume', null],
    ['ing', 'stop', 'stop'],
    ['pause', 'stop', 'stop'],
    ['stop', 'stop', null],
    ['done', 'stop', 'stop'],
  ])('%s + %s -> %s', (status, action, next) => {
    const state = inStatus(status);
    const step = countdownAction(state, action, NOW);
    if (next === null) {
      expect(step).toEqual({ state, events: [] });
    } else {
      expect(step.state).toEqual({ ...state, status: next });
      expect(step.events).toEqual([{ action, status: next, left: state.left, text: countdownText(state) }]);
    }
  });

  it.each<CountdownStatus>(['ing', 'pause', 'stop', 'done'])('restart from %s re-initialises', (status) => {
    const step = countdownAction(inStatus(status), 'restart', NOW);
    expect(step.state).toEqual(createCountdown({ leftTime: 10 }, NOW).state);
    expect(step.events).toEqual([{ action: 'restart', status: 'ing', left: 10_000, text: '00:00:10' }]);
  });

  test('restart of a countdown on demand waits paused again', () => {
    const running = countdownAction(inStatus('pause', { leftTime: 3, demand: true }), 'start', NOW).state;
    expect(countdownAction(running, 'restart', NOW).state.status).toBe('pause');
  });

  it.each<CountdownStatus>(['pause', 'stop', 'done'])('only a running countdown ticks (not %s)', (status) => {
    const state = inStatus(status);
    expect(countdownTick(state)).toEqual({ state, events: [] });
  });

  test('ticks down and reaches done at 0, once', () => {
    let state = createCountdown({ leftTime: 3 }, NOW).state;
    const actions: string[][] = [];
    for (let i = 0; i < 5; i++) {
      const step = countdownTick(state);
      state = step.state;
      actions.push([state.status, String(state.left), ...step.events.map((e) => e.action)]);
    }
    expect(actions).toEqual([['ing', '2000'], ['ing', '1000'], ['done', '0', 'done'], ['done', '0'], ['done', '0']]);
  });

  test('ignores nonsense tick counts', () => {
    const state = inStatus('ing');
    expect(countdownTick(state, 0).state).toBe(state);
    expect(countdownTick(state, 1.5).state).toBe(state);
  });

  test('a stop time counts down from now; a past one is done at once', () => {
    expect(createCountdown({ stopTime: NOW + 4_500 }, NOW).state.left).toBe(4000);
    expect(createCountdown({ stopTime: NOW - 1 }, NOW)).toMatchObject({ state: { status: 'done', left: 0 }, events: [{ action: 'done' }] });
    expect(createCountdown({ leftTime: 2, stopTime: NOW + 60_000 }, NOW).state.left).toBe(2000);
    expect(createCountdown({}, NOW).state.status).toBe('done');
  });

  test('restart with a stop time measures from the new now', () => {
    const state = createCountdown({ stopTime: NOW + 10_000 }, NOW).state;
    expect(countdownAction(state, 'restart', NOW + 4_000).state.left).toBe(6000);
  });
});

describe('notify', () => {
  test('at the configured seconds left', () => {
    let state = createCountdown({ leftTime: 5, notify: [3, 1] }, NOW).state;
    const notified: number[] = [];
    for (let i = 0; i < 5; i++) {
      const step = countdownTick(state);
      state = step.state;
      for (const e of step.events) if (e.action === 'notify') notified.push(e.left);
    }
    expect(notified).toEqual([3000, 1000]);
  });

  test('0 notifies on every tick', () => {
    const step = countdownTick(createCountdown({ leftTime: 5, notify: 0 }, NOW).state);
    expect(step.events.map((e) => e.action)).toEqual(['notify']);
  });

  test('a skipped notify time still notifies once', () => {
    const step = countdownTick(createCountdown({ leftTime: 10, notify: [7, 6] }, NOW).state, 5);
    expect(step.events.map((e) => [e.action, e.left])).toEqual([['notify', 5000]]);
  });

  test('notify and done together at 0 s', () => {
    const step = countdownTick(createCountdown({ leftTime: 1, notify: 0 }, NOW).state);
    expect(step.events.map((e) => e.action)).toEqual(['notify', 'done']);
  });

  it.each([[[0]], [[-1]], [[1.5]], [[3, 0]], [[NaN]]])('refuses %j with the spec message', (notify) => {
    expect(() => createCountdown({ leftTime: 5, notify }, NOW)).toThrow(NOTIFY_CONFIG_ERROR);
    expect(NOTIFY_CONFIG_ERROR).toBe('The notify config must be a positive integer');
  });
});

describe('tick and text', () => {
  test('a format with fractions ticks every 100 ms', () => {
    const state = createCountdown({ leftTime: 2, format: 'mm:ss.S' }, NOW).state;
    expect(state.tick).toBe(100);
    const step = countdownTick(state, 3);
    expect([step.state.left, countdownText(step.state)]).toEqual([1700, '00:01.7']);
  });

  test('a stop time is floored to the tick', () => {
    expect(createCountdown({ stopTime: NOW + 1_234, format: 'ss.SS' }, NOW).state.left).toBe(1200);
  });

  test('default text HH:mm:ss in +0000', () => {
    expect(countdownText(createCountdown({ leftTime: 3723 }, NOW).state)).toBe('01:02:03');
  });

  test('an invalid time zone is refused at creation', () => {
    expect(() => createCountdown({ leftTime: 5, timeZone: 'SGT' }, NOW)).toThrow(RangeError);
  });
});
