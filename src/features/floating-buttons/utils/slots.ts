import type { ReactNode } from 'react';

/**
 * The buttons of the floating stack (spec §2), top to bottom. Gift, activation code and
 * join-class join with their features by adding a slot; the container needs no change.
 */
const FLOATING_SLOT_ORDER = ['gift', 'activationCode', 'joinClass', 'help', 'scrollToTop'] as const;
type FloatingSlotId = (typeof FLOATING_SLOT_ORDER)[number];

export interface FloatingSlot {
  id: FloatingSlotId;
  /** The slot's button; it renders nothing when it does not apply (e.g. not scrolled yet). */
  element: ReactNode;
}

/** Slots in the stack's order, whatever order they were given in; one per id. */
export function orderSlots(slots: readonly FloatingSlot[]): FloatingSlot[] {
  const byId = new Map<FloatingSlotId, FloatingSlot>();
  for (const slot of slots) if (!byId.has(slot.id)) byId.set(slot.id, slot);
  return FLOATING_SLOT_ORDER.flatMap((id) => {
    const slot = byId.get(id);
    return slot ? [slot] : [];
  });
}
