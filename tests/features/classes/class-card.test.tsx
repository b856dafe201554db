import type { StudentClassDto } from '@contract/classes-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClassCard } from '@/features/classes/components/class-card';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { assignment } from './fixtures';

const item: StudentClassDto = {
  id: 7,
  slug: 'tieng-anh-6a2',
  name: 'Tiếng Anh 6A2',
  teacher: { id: 2, fullName: 'Trần Thu Hà', avatar: null },
  memberCount: 14,
  capacity: 60,
  joinMode: 'DIRECT',
  schoolLevel: 'SECONDARY',
  gradeId: 6,
  joinedAt: '2026-10-01T01:00:00.000Z',
  openCount: 1,
  nextDue: { assignmentId: 11, unitTest: assignment().unitTest, dueAt: '2026-11-27T16:00:00.000Z' },
};

describe('class card', () => {
  it('names the next test due in the page’s language', async () => {
    await renderWithProviders(
      <ul>
        <ClassCard item={item} />
      </ul>,
      { i18n: await createTestI18n('en') },
    );
    expect(screen.getByText(/Next due: Unit 3 15-minute test/)).toBeInTheDocument();
    expect(screen.queryByText(/Kiểm tra 15 phút/)).not.toBeInTheDocument();
  });
});
