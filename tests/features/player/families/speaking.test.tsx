import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaySpeakingQuestion, QuestionReviewDto } from '@contract/player';
import Speaking from '@/features/player/questions/families/speaking';
import { server } from '../../../msw/server';
import type { QuestionProps } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';
import { installMedia, uninstallMedia } from '../media/fake-media';
import { stubPlayback } from './interactive-fixtures';
import { speakingEndpoints } from '@contract/speaking';
import { handle } from '../../../msw/handlers';

const question: PlaySpeakingQuestion = {
  id: 'q19',
  type: 'SP1',
  typeId: 21,
  skill: 'SP',
  number: 19,
  maxPoints: 0,
  text: 'Last Saturday was %b%my birthday%b%.',
  maxSeconds: 30,
  uploadPath: '/itf/submit-speaking',
};

async function setup(props: Partial<QuestionProps> = {}) {
  const onChange = vi.fn();
  await renderWithProviders(
    <Speaking
      question={question}
      value={undefined}
      onChange={onChange}
      audio={stubPlayback()}
      locale="vi"
      attempt={{ id: 7, secret: 'sekret' }}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

afterEach(uninstallMedia);

describe('SP speaking family', () => {
  it('shows the text to read and records, stops and uploads the answer', async () => {
    installMedia();
    const fields: Record<string, string> = {};
    let fileType = '';
    server.use(
      handle(speakingEndpoints.submitSpeaking, async ({ request }) => {
        const form = await request.formData();
        for (const key of ['attemptId', 'questionId', 'attemptSecret']) fields[key] = String(form.get(key));
        const file = form.get('file');
        // (jsdom's FormData loses the file name on the way through; the server reads magic bytes anyway.)
        fileType = file && typeof file === 'object' ? `${file.type} ${(await file.arrayBuffer()).byteLength}` : '';
        return HttpResponse.json({
          result: true,
          data: {
            uploadId: 42,
            questionId: 'q19',
            mimeType: 'audio/webm',
            sizeBytes: 7,
            url: '/media/x',
            status: 'AWAITING_REVIEW',
          },
        });
      }),
    );
    const { onChange, user } = await setup();
    expect(screen.getByText('my birthday').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Bắt đầu ghi âm' }));
    expect(await screen.findByText('Đang ghi âm… 00:00 / 00:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dừng ghi âm' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ uploadId: 42 }));
    expect(fields).toEqual({ attemptId: '7', questionId: 'q19', attemptSecret: 'sekret' });
    expect(fileType).toBe('audio/webm;codecs=opus 7');
    expect(screen.getByText('Đã lưu bài nói của bạn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ghi âm lại' })).toBeInTheDocument();
  });

  it('records with the keyboard and keeps the recording when the upload fails', async () => {
    installMedia();
    let calls = 0;
    server.use(
      handle(speakingEndpoints.submitSpeaking, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 })
          : HttpResponse.json({
              result: true,
              data: {
                uploadId: 43,
                questionId: 'q19',
                mimeType: 'audio/webm',
                sizeBytes: 7,
                url: '/m',
                status: 'AWAITING_REVIEW',
              },
            });
      }),
    );
    const { onChange, user } = await setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bắt đầu ghi âm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const stop = await screen.findByRole('button', { name: 'Dừng ghi âm' });
    stop.focus();
    await user.keyboard(' ');
    expect(await screen.findByText(/Chưa tải được bài nói lên/)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tải lên lại' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ uploadId: 43 }));
  });

  it('says clearly when the microphone is blocked', async () => {
    installMedia({ name: 'NotAllowedError' });
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu ghi âm' }));
    expect(await screen.findByText(/Bạn đã chặn quyền dùng micrô/)).toBeInTheDocument();
  });

  it('restores a saved answer as saved, offering to record again', async () => {
    installMedia();
    await setup({ value: { uploadId: 9 } });
    expect(screen.getByText('Bài nói đã được lưu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ghi âm lại' })).toBeInTheDocument();
  });

  it('plays the learner’s recording in review, outside the score', async () => {
    const review: QuestionReviewDto = {
      outcome: 'PENDING_REVIEW',
      earnedPoints: 0,
      maxPoints: 0,
      inScore: false,
      userAnswer: { uploadId: 9 },
      correctAnswer: null,
      acceptedAnswers: null,
      parts: null,
      explanation: { vi: '', en: '' },
      transcript: null,
      sampleAnswer: 'Sample',
      recordingUrl: 'http://localhost:4000/media/speaking/9.webm',
      wordCount: null,
    };
    await setup({ readOnly: true, review, value: { uploadId: 9 } });
    expect(screen.getByLabelText('Bài nói đã ghi của bạn')).toHaveAttribute('src', review.recordingUrl);
    // No promise of a teacher: nobody reviews a guest's answer.
    expect(
      screen.getByText('Bài nói được lưu cùng kết quả. Phần này không được chấm tự động và không tính vào điểm.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ghi âm/i })).not.toBeInTheDocument();
  });
});
