import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { SpeakingQuestion } from '@contract/content';
import { SpeakingQuestionSchema } from '@contract/content-schema';
import { speakingEndpoints } from '@contract/speaking';
import { defineFamily } from '../family';
import { isRecord } from '../shared/answers';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { pending } from '../shared/score';

/** SP1–SP4: a recording, stored and marked "awaiting review"; never auto-scored. */
export const speaking = defineFamily<SpeakingQuestion>({
  name: 'speaking',
  types: QUESTION_FAMILY_TYPES.speaking,
  authored: SpeakingQuestionSchema,
  answerKey: 'uploadId',
  autoScored: false,
  sample: {
    id: 'sp',
    type: 'SP1',
    skill: 'SP',
    text: 'Good morning, everyone.',
    maxSeconds: 30,
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report, hasAudio, hasImage }) {
    if (q.type === 'SP1' && q.text === undefined) report(path, 'SP1 (read aloud) needs the text to read');
    if (q.type === 'SP2' && !hasAudio)
      report(path, 'SP2 (listen and repeat) needs audio on the question, its LS group or its section');
    if (q.type === 'SP3' && q.prompt === undefined && q.text === undefined)
      report(path, 'SP3 (answer a question) needs a prompt');
    if (q.type === 'SP4' && !hasImage)
      report(path, 'SP4 (describe a picture) needs an image on the question, its group or its section');
  },
  units: () => 1,
  score(_q, answer, { max, uploadOk }) {
    const uploadId = isRecord(answer) ? answer.uploadId : undefined;
    return pending(typeof uploadId === 'number' && Number.isInteger(uploadId) && uploadOk(uploadId), max);
  },
  play: (q, base) => ({
    ...base,
    type: q.type,
    ...(q.text === undefined ? {} : { text: q.text }),
    maxSeconds: q.maxSeconds,
    uploadPath: q.type === 'SP2' ? speakingEndpoints.lcSpeechSubmit.url : speakingEndpoints.submitSpeaking.url,
  }),
  correct: () => ({ correct: null, accepted: null }),
  // A seeded learner has no recording.
  seedAnswer: () => undefined,
});
