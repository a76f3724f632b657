import { type MouseEvent, type PointerEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LongPressTracker, likersPath } from './long-press.ts';

export interface LikersLongPress {
  /**
   * Spread on an element around the like button. The pointer handlers listen in the capture phase:
   * react-aria's press handling stops the bubbling of pointer events at the button.
   */
  pressProps: {
    onPointerDownCapture: (event: PointerEvent) => void;
    onPointerMoveCapture: (event: PointerEvent) => void;
    onPointerUpCapture: () => void;
    onPointerCancelCapture: () => void;
    onPointerLeave: () => void;
    onContextMenu: (event: MouseEvent) => void;
  };
  /** True once after a long press: the like toggle that ends it is skipped. */
  consumeTap: () => boolean;
}

/**
 * A long press (≈500 ms) on a like button opens the list of who liked the object (social-core
 * §2). The context menu (right click, the menu key or Shift+F10) opens it too, so keyboards and
 * assistive technology reach it as well.
 */
export function useLikersLongPress(objectId: string): LikersLongPress {
  const navigate = useNavigate();
  const [tracker] = useState(() => new LongPressTracker());
  useEffect(() => tracker.setHandler(() => void navigate(likersPath(objectId))), [tracker, navigate, objectId]);
  useEffect(() => () => tracker.dispose(), [tracker]);

  return {
    pressProps: {
      onPointerDownCapture: (event) => {
        if (event.button === 0) tracker.down({ x: event.clientX, y: event.clientY });
      },
      onPointerMoveCapture: (event) => tracker.move({ x: event.clientX, y: event.clientY }),
      onPointerUpCapture: () => tracker.up(),
      onPointerCancelCapture: () => tracker.up(),
      onPointerLeave: () => tracker.up(),
      onContextMenu: (event) => {
        event.preventDefault();
        tracker.contextMenu();
      },
    },
    consumeTap: () => tracker.consumeTap(),
  };
}
