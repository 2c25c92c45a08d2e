import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Countdown, SimpleCountdown, type CountdownHandle } from '@/app/_components/widgets/countdown';
import type { CountdownConfig, CountdownEvent } from '@/lib/domain/countdown';

const NOW = new Date('2025-03-05T02:00:00Z');
const timer = () => screen.getByRole('timer');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('SimpleCountdown', () => {
  it('counts whole seconds down from 60 by default', () => {
    render(<SimpleCountdown label="Next refresh" />);
    expect(screen.getByRole('timer', { name: 'Next refresh' })).toHaveTextContent('60');
    advance(999);
    expect(timer()).toHaveTextContent('60');
    advance(1);
    expect(timer()).toHaveTextContent('59');
  });

  it('reports done at 0 and starts again from its duration', () => {
    const onDone = jest.fn();
    render(<SimpleCountdown duration={3} onDone={onDone} />);
    advance(2000);
    expect(timer()).toHaveTextContent('1');
    expect(onDone).not.toHaveBeenCalled();
    advance(1000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(timer()).toHaveTextContent('3');
    advance(3000);
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('stops ticking when it leaves the page', () => {
    const onDone = jest.fn();
    const { unmount } = render(<SimpleCountdown duration={1} onDone={onDone} />);
    unmount();
    advance(5000);
    expect(onDone).not.toHaveBeenCalled();
  });
});

function renderCountdown(config: CountdownConfig) {
  const ref = createRef<CountdownHandle>();
  const events: CountdownEvent[] = [];
  render(<Countdown ref={ref} config={config} onEvent={(event) => events.push(event)} label="Time left" />);
  const handle = () => {
    if (!ref.current) throw new Error('no handle');
    return ref.current;
  };
  const actions = () => events.map((event) => event.action);
  return { handle, events, actions };
}

describe('Countdown', () => {
  it('shows HH:mm:ss by default and ticks every second', () => {
    renderCountdown({ leftTime: 65 });
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:01:05');
    expect(timer()).toHaveAttribute('data-status', 'ing');
    advance(1000);
    expect(timer()).toHaveTextContent('00:01:04');
  });

  it('ticks every 100 ms when the format shows fractions', () => {
    renderCountdown({ leftTime: 2, format: 'ss.S' });
    expect(timer()).toHaveTextContent('02.0');
    advance(100);
    expect(timer()).toHaveTextContent('01.9');
    advance(900);
    expect(timer()).toHaveTextContent('01.0');
  });

  it('counts to a stop time, and catches up after the page was throttled', () => {
    renderCountdown({ stopTime: NOW.getTime() + 30_000 });
    expect(timer()).toHaveTextContent('00:00:30');
    act(() => jest.setSystemTime(NOW.getTime() + 5000));
    advance(1000);
    expect(timer()).toHaveTextContent('00:00:24');
  });

  it('notifies at its notify times and reaches done at 0, then stops ticking', () => {
    const { events, actions } = renderCountdown({ leftTime: 3, notify: [2] });
    advance(1000);
    expect(actions()).toEqual(['notify']);
    expect(events[0]).toMatchObject({ left: 2000, text: '00:00:02' });
    advance(2000);
    expect(actions()).toEqual(['notify', 'done']);
    expect(timer()).toHaveAttribute('data-status', 'done');
    expect(timer()).toHaveTextContent('00:00:00');
    advance(5000);
    expect(actions()).toEqual(['notify', 'done']);
  });

  it('pauses only when running, resumes only when paused, and stops from any other status', () => {
    const { handle, actions } = renderCountdown({ leftTime: 10 });
    act(() => handle().resume());
    expect(actions()).toEqual([]);
    act(() => handle().pause());
    expect(timer()).toHaveAttribute('data-status', 'pause');
    advance(3000);
    expect(timer()).toHaveTextContent('00:00:10');
    act(() => handle().pause());
    act(() => handle().resume());
    advance(1000);
    expect(timer()).toHaveTextContent('00:00:09');
    act(() => handle().stop());
    act(() => handle().stop());
    expect(actions()).toEqual(['pause', 'resume', 'stop']);
    advance(3000);
    expect(timer()).toHaveTextContent('00:00:09');
    expect(timer()).toHaveAttribute('data-status', 'stop');
  });

  it('may start paused and waits for start', () => {
    const { handle, actions } = renderCountdown({ leftTime: 5, demand: true });
    expect(timer()).toHaveAttribute('data-status', 'pause');
    advance(2000);
    expect(timer()).toHaveTextContent('00:00:05');
    act(() => handle().start());
    advance(1000);
    expect(timer()).toHaveTextContent('00:00:04');
    expect(actions()).toEqual(['start']);
  });

  it('restarts from its full time, a whole tick after the restart', () => {
    const { handle, actions } = renderCountdown({ leftTime: 5 });
    advance(2500);
    expect(timer()).toHaveTextContent('00:00:03');
    act(() => handle().restart());
    expect(timer()).toHaveTextContent('00:00:05');
    advance(500);
    expect(timer()).toHaveTextContent('00:00:05');
    advance(500);
    expect(timer()).toHaveTextContent('00:00:04');
    expect(actions()).toEqual(['restart']);
  });

  it('reports done once when made with nothing left', () => {
    const { actions } = renderCountdown({ stopTime: NOW.getTime() - 1000 });
    expect(actions()).toEqual(['done']);
    expect(timer()).toHaveAttribute('data-status', 'done');
  });

  it("refuses a notify time that is not a positive integer with the spec's message", () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Countdown config={{ leftTime: 5, notify: [1.5] }} />)).toThrow('The notify config must be a positive integer');
    } finally {
      quiet.mockRestore();
    }
  });
});
