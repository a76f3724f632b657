/** How long a press must last to count as a long press (the likers list of social-core §2). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this (CSS px) is scrolling, not pressing. */
export const LONG_PRESS_SLOP_PX = 10;

/** The likers screen of an object (social-core §2), opened by a long press on its like button. */
export function likersPath(objectId: string): string {
  return `/entity_relation_list_popup/${encodeURIComponent(objectId)}?_reltype=l&_title=LIKEDBY`;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Tells a long press from a tap. `down` starts the timer, `up`/`cancel` stop it, a move past the
 * slop cancels it. When the timer fires, `onLongPress` runs once and the tap that ends this press
 * is swallowed (`consumeTap` answers true once). A context-menu request (right click, the
 * keyboard's menu key or Shift+F10, a touch long press in some browsers) opens it too: the
 * alternative for keyboards and assistive technology.
 */
export class LongPressTracker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private start: Point | undefined;
  private fired = false;

  constructor(
    private onLongPress: () => void = () => {},
    private readonly delayMs = LONG_PRESS_MS,
  ) {}

  /** Replaces what a long press does, e.g. when the object changes. */
  setHandler(onLongPress: () => void): void {
    this.onLongPress = onLongPress;
  }

  down(point: Point): void {
    this.clear();
    this.fired = false;
    this.start = point;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.fired = true;
      this.onLongPress();
    }, this.delayMs);
  }

  move(point: Point): void {
    if (!this.start || this.timer === undefined) return;
    if (Math.hypot(point.x - this.start.x, point.y - this.start.y) > LONG_PRESS_SLOP_PX) this.clear();
  }

  up(): void {
    this.clear();
  }

  /** A context-menu request: a right click, the menu key or Shift+F10, or a touch long press. */
  contextMenu(): void {
    // This press has opened it already.
    if (this.fired) return;
    const pressing = this.start !== undefined;
    this.clear();
    // A touch long press ends with a tap that must not toggle the like; a key or right click does not.
    if (pressing) this.fired = true;
    this.onLongPress();
  }

  /** True once after a long press: the tap (click) that ends it must not toggle the like. */
  consumeTap(): boolean {
    if (!this.fired) return false;
    this.fired = false;
    return true;
  }

  dispose(): void {
    this.clear();
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.start = undefined;
  }
}
