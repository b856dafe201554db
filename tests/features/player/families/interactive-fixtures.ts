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
