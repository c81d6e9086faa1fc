import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from '../../../renderer/kiosk/idle-timer';

describe('createIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once the idle time passes without input', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(120_000, onIdle);
    timer.poke();
    vi.advanceTimersByTime(119_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts counting again on every input', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1_000, onIdle);
    timer.poke();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(900);
      timer.poke();
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('does not fire before the first input or after stop', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1_000, onIdle);
    vi.advanceTimersByTime(5_000);
    timer.poke();
    vi.advanceTimersByTime(500);
    timer.stop();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
