import { describe, expect, it } from 'vitest';
import type { DragDropQuestion } from '@contract/content';
import type { PlayDragDropQuestion } from '@contract/player';
import { buildPlayView, toAuthoredAnswer } from '../src/modules/attempts/attempt-view';
import { scoreLeaf } from '../src/modules/scoring/score';

const explanation = { vi: 'Vì đó là đáp án đúng.', en: 'Because it is the right answer.' };
const OPTIONS = { seed: 'fixed-seed-for-the-play-view', mediaBaseUrl: 'http://localhost:4000/media' };

const tokens = [
  { id: 'apple', text: 'apple' },
  { id: 'pear', text: 'pear' },
  { id: 'cat', text: 'cat' },
  { id: 'dog', text: 'dog' },
];
const targets = [
  { id: 'fruit', label: 'Fruit' },
  { id: 'animal', label: 'Animals' },
];

/** The same tokens and groups; only the key differs in how many tokens are distractors. */
function groups(answer: Record<string, string>): DragDropQuestion {
  return { id: 'ddg', type: 'DD', skill: 'VO', explanation, mode: 'groups', targets, tokens, answer };
}

function playOf(question: DragDropQuestion): PlayDragDropQuestion {
  const view = buildPlayView(
    { sections: [{ id: 's1', title: { vi: 'Phần 1', en: 'Part 1' }, questions: [question] }] },
    OPTIONS,
  );
  const leaf = view.sections[0]?.questions[0];
  if (!leaf || leaf.type !== 'DD') throw new Error('expected the DD question');
  return leaf;
}

describe('play view of a DD groups question', () => {
  it('does not reveal how many tokens are distractors', () => {
    const noExtras = playOf(groups({ apple: 'fruit', pear: 'fruit', cat: 'animal', dog: 'animal' }));
    const twoExtras = playOf(groups({ apple: 'fruit', cat: 'animal' }));
    const threeExtras = playOf(groups({ dog: 'animal' }));
    expect(noExtras.maxPoints).toBe(4);
    // Whatever the key, the learner receives exactly the same question.
    expect(twoExtras).toEqual(noExtras);
    expect(threeExtras).toEqual(noExtras);
    expect(JSON.stringify(twoExtras)).not.toContain('"answer"');
  });

  it('scores the play form honestly: a distractor placed costs its point', () => {
    const authored = groups({ apple: 'fruit', cat: 'animal' });
    const play = playOf(authored);
    const idOf = (text: string) => play.tokens.find((token) => token.text === text)?.id ?? '';
    const answer = { pairs: { [idOf('apple')]: 'fruit', [idOf('cat')]: 'animal', [idOf('dog')]: 'animal' } };
    const score = scoreLeaf(authored, toAuthoredAnswer(authored, answer, OPTIONS.seed));
    expect(score).toMatchObject({ outcome: 'PARTIAL', earned: 3, max: play.maxPoints });
    expect(score.parts).toEqual({ apple: true, pear: true, cat: true, dog: false });
  });
});
