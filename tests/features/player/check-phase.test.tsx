import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckPhase, type CheckInfo } from '@/features/player/components/check-phase';
import { renderWithProviders } from '../../test-utils';
import { emulateTouch } from './families/interactive-fixtures';

const info: CheckInfo = {
  title: 'Lớp 6 – Unit 3',
  duration: 20,
  questionCount: 12,
  skills: ['GR'],
  isExam: false,
  hasListening: false,
  hasSpeaking: false,
};

const render = () =>
  renderWithProviders(<CheckPhase info={info} starting={false} error={null} onStart={() => undefined} />);

describe('CheckPhase tips', () => {
  let undo: () => void = () => undefined;
  afterEach(() => undo());

  it('tells a keyboard user how the arrow keys work', async () => {
    await render();
    expect(screen.getByText(/^Phím ←\/→ chuyển sang câu trước/)).toBeInTheDocument();
  });

  it('tells a touch user about the buttons instead of keys they do not have', async () => {
    undo = emulateTouch();
    await render();
    expect(screen.getByText(/^Chuyển câu bằng nút Câu trước\/Câu tiếp/)).toBeInTheDocument();
    expect(screen.queryByText(/Phím ←\/→/)).not.toBeInTheDocument();
  });
});
