/** POST /itf/unit-test-attempts/{id}/audio-plays: counts one play of a limited recording. */
import { PLAYER_PATHS, type AudioPlayDto } from '@contract/player';
import { apiClient, postData } from '@/lib/api-client';

export function requestAudioPlay(attemptId: number, attemptSecret: string, audioId: string): Promise<AudioPlayDto> {
  return postData<AudioPlayDto>(apiClient, PLAYER_PATHS.audioPlay(attemptId), { attemptSecret, audioId });
}
