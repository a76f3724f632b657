import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, LongPressTracker, likersPath } from './long-press.ts';

describe('likersPath', () => {
  it('is the LIKEDBY relation list of the object, its global id escaped', () => {
    expect(likersPath('VGltZWxpbmVJdGVtOjE=')).toBe('/entity_relation_list_popup/VGltZWxpbmVJdGVtOjE%3D?_reltype=l&_title=LIKEDBY');
  });
});

describe('LongPressTracker', () => {
  let fired: number;
  let tracker: LongPressTracker;
  beforeEach(() => {
    vi.useFakeTimers();
    fired = 0;
    tracker = new LongPressTracker(() => fired++);
  });
  afterEach(() => {
    tracker.dispose();
    vi.useRealTimers();
  });

  it('fires after 500 ms of pressing and swallows the tap that ends the press, once', () => {
    expect(LONG_PRESS_MS).toBe(500);
    tracker.down({ x: 0, y: 0 });
    vi.advanceTimersByTime(499);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(1);
    expect(fired).toBe(1);
    tracker.up();
    expect(tracker.consumeTap()).toBe(true);
    expect(tracker.consumeTap()).toBe(false);
  });

  it('a short press is a tap', () => {
    tracker.down({ x: 0, y: 0 });
    vi.advanceTimersByTime(300);
    tracker.up();
    vi.advanceTimersByTime(1000);
    expect(fired).toBe(0);
    expect(tracker.consumeTap()).toBe(false);
  });

  it('moving past the slop (scrolling) cancels it; a small wobble does not', () => {
    tracker.down({ x: 0, y: 0 });
    tracker.move({ x: 3, y: 4 });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fired).toBe(1);
    tracker.down({ x: 0, y: 0 });
    tracker.move({ x: 0, y: 30 });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fired).toBe(1);
  });

  it('the context menu (keyboard or right click) opens it at once without swallowing a later tap', () => {
    tracker.contextMenu();
    expect(fired).toBe(1);
    expect(tracker.consumeTap()).toBe(false);
  });

  it('a touch long press that also raises a context menu opens it once', () => {
    tracker.down({ x: 0, y: 0 });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    tracker.contextMenu();
    expect(fired).toBe(1);
    // The context menu may come first; the timer then does not fire again.
    tracker.down({ x: 0, y: 0 });
    vi.advanceTimersByTime(200);
    tracker.contextMenu();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fired).toBe(2);
    expect(tracker.consumeTap()).toBe(true);
  });
});
