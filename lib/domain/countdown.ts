// The countdown timers of docs/product.md#shared-widgets as pure state machines; the widget owns the interval and feeds
// ticks in. The simple one restarts from its duration at 0 and reports done. The server one has the
// statuses ing, pause, stop and done with exactly the transitions of docs/product.md#shared-widgets.
import { DEFAULT_COUNTDOWN_FORMAT, DEFAULT_COUNTDOWN_TIME_ZONE, formatCountdown, timeZoneOffsetMinutes, tickMs } from './countdown-format';

export const DEFAULT_SIMPLE_COUNTDOWN_S = 60;
export const NOTIFY_CONFIG_ERROR = 'The notify config must be a positive integer';

export interface SimpleCountdown {
  duration: number;
  left: number;
}

export function simpleCountdown(duration: number = DEFAULT_SIMPLE_COUNTDOWN_S): SimpleCountdown {
  if (!Number.isInteger(duration) || duration < 1) throw new RangeError(`Not a countdown duration: ${duration}`);
  return { duration, left: duration };
}

/** One second later: at 0 the countdown reports done and starts again from its duration. */
export function tickSimple(state: SimpleCountdown): { state: SimpleCountdown; done: boolean } {
  const left = state.left - 1;
  return left > 0 ? { state: { ...state, left }, done: false } : { state: { ...state, left: state.duration }, done: true };
}

export type CountdownStatus = 'ing' | 'pause' | 'stop' | 'done';

export interface CountdownConfig {
  /** Seconds to count down; when 0 or absent, stopTime is used. */
  leftTime?: number;
  /** The instant (ms since the epoch) to count down to. */
  stopTime?: number;
  format?: string;
  timeZone?: string;
  /** Seconds left at which to notify; 0 notifies on every tick. */
  notify?: readonly number[] | 0;
  /** Start paused, waiting for start. */
  demand?: boolean;
}

export interface ServerCountdown {
  config: Readonly<CountdownConfig>;
  status: CountdownStatus;
  /** Milliseconds left, a multiple of the tick. */
  left: number;
  tick: number;
  /** Milliseconds left at which to notify. */
  notifyAt: readonly number[];
}

export type CountdownAction = 'start' | 'pause' | 'resume' | 'stop' | 'restart' | 'notify' | 'done';
export interface CountdownEvent {
  action: CountdownAction;
  status: CountdownStatus;
  left: number;
  text: string;
}
export interface CountdownStep {
  state: ServerCountdown;
  events: CountdownEvent[];
}

export function countdownText(state: ServerCountdown): string {
  return formatCountdown(state.left, state.config.format ?? DEFAULT_COUNTDOWN_FORMAT, state.config.timeZone ?? DEFAULT_COUNTDOWN_TIME_ZONE);
}

const event = (state: ServerCountdown, action: CountdownAction): CountdownEvent => ({
  action,
  status: state.status,
  left: state.left,
  text: countdownText(state),
});

function notifyTimes(notify: CountdownConfig['notify'], tick: number): number[] {
  if (!Array.isArray(notify)) return [];
  return notify.map((seconds: number) => {
    if (!Number.isInteger(seconds) || seconds < 1) throw new RangeError(NOTIFY_CONFIG_ERROR);
    const ms = seconds * 1000;
    return ms - (ms % tick);
  });
}

/** A done countdown when nothing is left, with its done event. */
function settle(state: ServerCountdown, events: CountdownEvent[]): CountdownStep {
  if (state.left >= 1) return { state, events };
  const done = { ...state, left: 0, status: 'done' as const };
  return { state: done, events: [...events, event(done, 'done')] };
}

/**
 * A new server countdown: running (ing), or paused when `demand` is set. `now` (ms since the epoch)
 * measures a stopTime. A notify time that is not a positive integer throws NOTIFY_CONFIG_ERROR.
 */
export function createCountdown(config: CountdownConfig, now: number): CountdownStep {
  const tick = tickMs(config.format ?? DEFAULT_COUNTDOWN_FORMAT);
  timeZoneOffsetMinutes(config.timeZone ?? DEFAULT_COUNTDOWN_TIME_ZONE);
  const notifyAt = notifyTimes(config.notify, tick);
  let left = (config.leftTime ?? 0) * 1000;
  if (!left && config.stopTime !== undefined) left = config.stopTime - now;
  left = Math.max(0, left - (left % tick));
  return settle({ config, status: config.demand ? 'pause' : 'ing', left, tick, notifyAt }, []);
}

/** The transitions of docs/product.md#shared-widgets; an action not allowed in the current status changes nothing. */
export function countdownAction(
  state: ServerCountdown,
  action: 'start' | 'pause' | 'resume' | 'stop' | 'restart',
  now: number,
): CountdownStep {
  const to = (status: CountdownStatus): CountdownStep => {
    const next = { ...state, status };
    return { state: next, events: [event(next, action)] };
  };
  switch (action) {
    case 'start':
      return state.status === 'pause' ? to('ing') : { state, events: [] };
    case 'pause':
      return state.status === 'ing' ? to('pause') : { state, events: [] };
    case 'resume':
      return state.status === 'pause' ? to('ing') : { state, events: [] };
    case 'stop':
      return state.status === 'stop' ? { state, events: [] } : to('stop');
    case 'restart': {
      const fresh = createCountdown(state.config, now);
      return { state: fresh.state, events: [event(fresh.state, 'restart'), ...fresh.events] };
    }
  }
}

/**
 * `count` ticks later (more than one when the page was throttled); only a running countdown moves. It
 * notifies once when it reaches or passes a notify time, and reaches done at 0.
 */
export function countdownTick(state: ServerCountdown, count = 1): CountdownStep {
  if (state.status !== 'ing' || !Number.isInteger(count) || count < 1) return { state, events: [] };
  const next = { ...state, left: Math.max(0, state.left - state.tick * count) };
  const crossed = next.notifyAt.some((at) => at >= next.left && at < state.left);
  const notify = state.config.notify === 0 || crossed;
  return settle(next, notify ? [event(next, 'notify')] : []);
}
