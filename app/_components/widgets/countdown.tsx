'use client';

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  countdownAction,
  countdownText,
  countdownTick,
  createCountdown,
  DEFAULT_SIMPLE_COUNTDOWN_S,
  simpleCountdown,
  tickSimple,
  type CountdownConfig,
  type CountdownEvent,
  type CountdownStep,
  type ServerCountdown,
} from '@/lib/domain/countdown';
import { TICK_MS } from '@/lib/domain/countdown-format';
import styles from './countdown.module.css';

/**
 * Calls `onTick(count)` every `ms` while `running`, with the ticks due (more than one after the page
 * was throttled). A new `phase` starts the interval over.
 */
function useTicker(running: boolean, ms: number, onTick: (count: number) => void, phase = 0) {
  const tickRef = useRef(onTick);
  useEffect(() => {
    tickRef.current = onTick;
  });
  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    const timer = setInterval(() => {
      const count = Math.max(1, Math.floor((Date.now() - last) / ms));
      last += count * ms;
      tickRef.current(count);
    }, ms);
    return () => clearInterval(timer);
  }, [running, ms, phase]);
}

export interface SimpleCountdownProps {
  /** Seconds; 60 by default. */
  duration?: number;
  /** Each time it reaches 0 (it then starts again from its duration). */
  onDone?: () => void;
  /** The accessible name of the timer. */
  label?: string;
}

/** The simple countdown of docs/product.md#shared-widgets: whole seconds left, ticking every second, restarting at 0. */
export function SimpleCountdown({ duration = DEFAULT_SIMPLE_COUNTDOWN_S, onDone, label }: SimpleCountdownProps) {
  const [state, setState] = useState(() => simpleCountdown(duration));
  const stateRef = useRef(state);
  useTicker(true, TICK_MS, (count) => {
    let done = 0;
    for (let i = 0; i < count; i += 1) {
      const step = tickSimple(stateRef.current);
      stateRef.current = step.state;
      if (step.done) done += 1;
    }
    setState(stateRef.current);
    for (let i = 0; i < done; i += 1) onDone?.();
  });
  return (
    <span role="timer" aria-label={label} className={styles.countdown}>
      {state.left}
    </span>
  );
}

export interface CountdownHandle {
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  restart(): void;
}

export interface CountdownProps {
  /** Read when the countdown is made; restart() or a new `key` makes it again. */
  config: CountdownConfig;
  /** Every event of lib/domain/countdown: start, pause, resume, stop, restart, notify, done. */
  onEvent?: (event: CountdownEvent) => void;
  label?: string;
  ref?: Ref<CountdownHandle>;
}

/**
 * The server countdown of docs/product.md#shared-widgets (statuses ing, pause, stop, done) over lib/domain/countdown. It ticks
 * every second, or every 100 ms when the format shows fractions; the parent drives it through `ref`.
 */
export function Countdown({ config, onEvent, label, ref }: CountdownProps) {
  const [initial] = useState(() => createCountdown(config, Date.now()));
  const [state, setState] = useState<ServerCountdown>(initial.state);
  const [phase, setPhase] = useState(0);
  const stateRef = useRef(state);
  const eventRef = useRef(onEvent);
  useEffect(() => {
    eventRef.current = onEvent;
  });

  const apply = ({ state: next, events }: CountdownStep) => {
    stateRef.current = next;
    setState(next);
    for (const event of events) eventRef.current?.(event);
  };
  const act = (action: 'start' | 'pause' | 'resume' | 'stop' | 'restart') => {
    if (action === 'restart') setPhase((value) => value + 1);
    apply(countdownAction(stateRef.current, action, Date.now()));
  };

  // A countdown made with nothing left reports done once it is on screen.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    for (const event of initial.events) eventRef.current?.(event);
  }, [initial]);

  useImperativeHandle(ref, () => ({
    start: () => act('start'),
    pause: () => act('pause'),
    resume: () => act('resume'),
    stop: () => act('stop'),
    restart: () => act('restart'),
  }));
  useTicker(state.status === 'ing', state.tick, (count) => apply(countdownTick(stateRef.current, count)), phase);

  return (
    <span role="timer" aria-label={label} className={styles.countdown} data-status={state.status} suppressHydrationWarning>
      {countdownText(state)}
    </span>
  );
}
