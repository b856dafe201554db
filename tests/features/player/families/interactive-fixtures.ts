import { vi } from 'vitest';
import type { PlayAudioRef } from '@contract/player';
import type { AudioPlayback } from '@/features/player/questions/types';

/** An AudioPlayback that allows every play and counts nothing. */
export function stubPlayback(overrides: Partial<AudioPlayback> = {}): AudioPlayback {
  return {
    requestPlay: vi.fn(async (_audio: PlayAudioRef) => true),
    playsUsed: vi.fn((_audio: PlayAudioRef) => 0),
    ...overrides,
  };
}

/**
 * jsdom lays nothing out, so every element gets its own 40 px high row in document order: drop
 * zones and dragged items no longer all sit at (0, 0), and dnd-kit can tell them apart.
 * Restore the returned spy after the test.
 */
export function layOutInRows(row = 60) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
    const index = [...document.body.querySelectorAll('*')].indexOf(this);
    const top = Math.max(0, index) * row;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: 40,
      right: 300,
      bottom: top + 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/**
 * Makes `window.matchMedia` answer true for the queries `matches` accepts; returns the undo.
 * Without it jsdom has no matchMedia, which the app reads as a wide screen and a mouse.
 */
export function emulateMedia(matches: (query: string) => boolean): () => void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    Reflect.deleteProperty(window, 'matchMedia');
  };
}

/** A touch screen (or a phone-sized window) for `(pointer: coarse), (max-width: 767px)`. */
export function emulateTouch(): () => void {
  return emulateMedia((query) => query.includes('pointer: coarse'));
}
