import type { EventDto } from '@contract/events';
import { eventsEndpoints } from '@contract/events';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckPhase, type CheckInfo } from '@/features/player/components/check-phase';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
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
    // An exam's tip never promises that a reload is safe: it warns against one.
    expect(en('check.tips.autosaveExam')).toMatch(/do not reload/);
  });
});

describe('CheckPhase of a test opened from an event', () => {
  const event: EventDto = {
    id: 4,
    slug: 'tuan-le',
    name: { vi: 'Tuần lễ kiểm tra 15 phút', en: '15-minute test week' },
    description: { vi: '', en: '' },
    startsAt: '2026-11-20T01:00:00.000Z',
    endsAt: '2026-12-04T01:00:00.000Z',
    status: 'ONGOING',
    joined: true,
    participantCount: 3,
    tests: [{ id: 1018, slug: 'kiem-tra', name: { vi: 'Kiểm tra', en: 'Test' }, questionCount: 10, duration: 15 }],
    ranking: null,
  };

  it('names the event, until when a result counts, and the way back to the events', async () => {
    server.use(
      handle(eventsEndpoints.list, () =>
        HttpResponse.json({
          result: true,
          data: { items: [event], page: 1, pageSize: 50, total: 1, totalPages: 1, now: event.startsAt },
          totalRecords: 1,
        }),
      ),
    );
    await renderWithProviders(
      <CheckPhase info={info} starting={false} error={null} onStart={() => undefined} eventId={4} />,
    );
    const notice = await screen.findByText('Bài thi của sự kiện “Tuần lễ kiểm tra 15 phút”');
    expect(notice.closest('[role="status"], [role="alert"], div')).toHaveTextContent(
      /Kết quả nộp trước 04\/12\/2026 \d\d:\d\d được tính vào bảng xếp hạng/,
    );
    expect(screen.getByRole('link', { name: 'Xem các sự kiện' })).toHaveAttribute('href', '/practice-test/event');
  });

  it('says nothing of an event it does not know', async () => {
    let served = false;
    server.use(
      handle(eventsEndpoints.list, () => {
        served = true;
        return HttpResponse.json({
          result: true,
          data: { items: [], page: 1, pageSize: 50, total: 0, totalPages: 0, now: event.startsAt },
          totalRecords: 0,
        });
      }),
    );
    await renderWithProviders(
      <CheckPhase info={info} starting={false} error={null} onStart={() => undefined} eventId={9} />,
    );
    // The events have arrived, and none is this one.
    await waitFor(() => expect(served).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/Bài thi của sự kiện/)).not.toBeInTheDocument();
  });
});
