import { describe, expect, it } from 'vitest';
import { GROUP_TYPE_CODES, QUESTION_TYPE_CODES } from '@contract/content';
import { questionComponent } from '@/features/player/questions/registry';

describe('the player’s question families', () => {
  it('has a component for every leaf type of the contract, one per family', () => {
    const groups: readonly string[] = GROUP_TYPE_CODES;
    const leaves = QUESTION_TYPE_CODES.filter((code) => !groups.includes(code));
    for (const code of leaves) expect(questionComponent(code), code).not.toBeNull();
    // One family plays MC1–MC11, so they share one lazily loaded component.
    expect(questionComponent('MC1')).toBe(questionComponent('MC11'));
    expect(questionComponent('MC1')).not.toBe(questionComponent('TF'));
  });

  it('plays no group code itself', () => {
    for (const code of GROUP_TYPE_CODES) expect(questionComponent(code)).toBeNull();
  });
});
