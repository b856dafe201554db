/** POST /itf/unit-test-attempts/{id}/audio-plays: counts one play of a limited recording. */
import { attemptsApi } from '@contract/client-api';
import type { AudioPlayDto } from '@contract/player';
import { call } from '@/lib/api/call';

export function requestAudioPlay(attemptId: number, attemptSecret: string, audioId: string): Promise<AudioPlayDto> {
  return call(attemptsApi.audioPlay, { params: { id: attemptId }, body: { attemptSecret, audioId } });
}
