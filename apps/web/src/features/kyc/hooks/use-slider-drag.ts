import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';
import { dragToImageX, keyToSliderX, type PuzzleSize } from '../utils/slider-position';

type Drag = { pointerId: number; startClientX: number; startX: number; widthPx: number };

/**
 * The slider puzzle's handle: dragged with touch or mouse (pointer events, captured so the drag
 * follows the finger off the handle) or moved with the arrow keys. Positions are in the image's
 * own px; the distance on screen is scaled by the track's width, which is the picture's.
 */
export function useSliderDrag(options: {
  /** Where the piece was dropped (image px); undefined until it has been. */
  x: number | undefined;
  size: PuzzleSize;
  disabled: boolean;
  trackRef: RefObject<HTMLElement | null>;
  onPlace: (x: number) => void;
}) {
  const { x, size, disabled, trackRef, onPlace } = options;
  const drag = useRef<Drag | undefined>(undefined);
  const [dragX, setDragX] = useState<number | undefined>(undefined);
  const shown = dragX ?? x ?? 0;

  function xAt(event: PointerEvent<HTMLElement>): number | undefined {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return undefined;
    return dragToImageX({
      startX: current.startX,
      deltaPx: event.clientX - current.startClientX,
      displayedWidthPx: current.widthPx,
      size,
    });
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (disabled || !trackRef.current) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startClientX: event.clientX,
      startX: shown,
      widthPx: trackRef.current.getBoundingClientRect().width,
    };
    setDragX(shown);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const next = xAt(event);
    if (next !== undefined) setDragX(next);
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const next = xAt(event);
    drag.current = undefined;
    setDragX(undefined);
    if (next !== undefined) onPlace(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (disabled) return;
    const next = keyToSliderX(event.key, shown, event.shiftKey, size);
    if (next === undefined) return;
    event.preventDefault();
    onPlace(next);
  }

  return {
    /** The piece's x on screen now (image px): where it is being dragged, or where it was dropped. */
    shown,
    /** Dropped and not being dragged again. */
    placed: x !== undefined && dragX === undefined,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
