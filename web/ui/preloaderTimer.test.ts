import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloaderTimer, PRELOADER_MAX_MS } from './preloaderTimer.ts';

describe('createPreloaderTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('caps the preloader at 20 seconds by default', () => {
    expect(PRELOADER_MAX_MS).toBe(20_000);
    const timer = createPreloaderTimer();
    timer.start();
    vi.advanceTimersByTime(PRELOADER_MAX_MS - 1);
    expect(timer.isExpired()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timer.isExpired()).toBe(true);
  });

  it('notifies subscribers when the limit is reached', () => {
    const timer = createPreloaderTimer(100);
    const listener = vi.fn();
    timer.subscribe(listener);
    timer.start();
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never expires an activation that stops in time', () => {
    const timer = createPreloaderTimer(100);
    timer.start();
    vi.advanceTimersByTime(99);
    timer.stop();
    vi.advanceTimersByTime(1000);
    expect(timer.isExpired()).toBe(false);
  });

  it('clears the expiry on stop and gives a new activation the full limit', () => {
    const timer = createPreloaderTimer(100);
    const listener = vi.fn();
    timer.subscribe(listener);
    timer.start();
    vi.advanceTimersByTime(100);
    timer.stop();
    expect(timer.isExpired()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    timer.start();
    vi.advanceTimersByTime(99);
    expect(timer.isExpired()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timer.isExpired()).toBe(true);
  });

  it('restarts the limit when started again while running', () => {
    const timer = createPreloaderTimer(100);
    timer.start();
    vi.advanceTimersByTime(60);
    timer.start();
    vi.advanceTimersByTime(60);
    expect(timer.isExpired()).toBe(false);
    vi.advanceTimersByTime(40);
    expect(timer.isExpired()).toBe(true);
  });

  it('stops notifying after unsubscribe', () => {
    const timer = createPreloaderTimer(100);
    const listener = vi.fn();
    const unsubscribe = timer.subscribe(listener);
    unsubscribe();
    timer.start();
    vi.advanceTimersByTime(100);
    expect(listener).not.toHaveBeenCalled();
  });
});
