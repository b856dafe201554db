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

describe('CheckPhase rules', () => {
  it('never promises an exam that a reload keeps the answers, since a reload cancels it', async () => {
    await renderWithProviders(
      <CheckPhase info={{ ...info, isExam: true }} starting={false} error={null} onStart={() => undefined} />,
    );
    const tips = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(tips.filter((text) => /tải lại trang/i.test(text))).toEqual([
      'Tải lại trang hoặc rời khỏi trang khi đang làm bài sẽ khiến bài làm bị hủy.',
    ]);
    expect(screen.getByText(/^Câu trả lời được lưu tự động sau mỗi thay đổi/)).toBeInTheDocument();
  });

  it('tells a practice test that a reload keeps the answers (and says nothing of cancelling)', async () => {
    const { i18n } = await renderWithProviders(
      <CheckPhase info={info} starting={false} error={null} onStart={() => undefined} />,
    );
    expect(screen.getByText(/kể cả khi mất mạng hoặc tải lại trang/)).toBeInTheDocument();
    expect(screen.queryByText(/bị hủy/)).not.toBeInTheDocument();
    const en = i18n.getFixedT('en', 'player');
    expect(en('check.tips.autosave')).toMatch(/reload/);
    expect(en('check.tips.autosaveExam')).toBe('Your answers are saved after every change, even while offline.');
  });
});
