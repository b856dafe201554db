/**
 * What the drag families (DD, MG) share about @dnd-kit: the sensors (mouse, touch with a short
 * press so a finger can still scroll the page, keyboard), the keyboard's stepping from drop zone
 * to drop zone in reading order, and the collision rule. Imported only by those families, so
 * dnd-kit stays out of every other family's chunk.
 */
import {
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/** Space picks up (Enter stays free for click-to-place); Space or Enter drops; Escape cancels. */
const DND_KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/**
 * Arrow keys move a keyboard-dragged item to the next (→ ↓) or previous (← ↑) drop zone of
 * `order` that is on screen, wrapping around; the item is centred on the zone so it is "over" it.
 */
export function zoneStepper(order: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
    const backward = event.code === 'ArrowLeft' || event.code === 'ArrowUp';
    if (!forward && !backward) return undefined;
    event.preventDefault();
    const zones = order.filter((id) => context.droppableRects.has(id));
    if (zones.length === 0) return currentCoordinates;
    const overId = context.over ? String(context.over.id) : null;
    const at = overId ? zones.indexOf(overId) : -1;
    const next = at === -1 ? (forward ? 0 : zones.length - 1) : (at + (forward ? 1 : -1) + zones.length) % zones.length;
    const rect = context.droppableRects.get(zones[next] as string);
    if (!rect) return currentCoordinates;
    const collision = context.collisionRect;
    return {
      x: rect.left + rect.width / 2 - (collision?.width ?? 0) / 2,
      y: rect.top + rect.height / 2 - (collision?.height ?? 0) / 2,
    };
  };
}

/** The zone under the pointer; without one (keyboard, or between zones) the one the item overlaps most. */
export const pointerThenRect: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

export function useFamilySensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    // A small move before a drag starts, so a click still selects (click-to-place).
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag starts, so a swipe over a token still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: DND_KEYBOARD_CODES }),
  );
}
