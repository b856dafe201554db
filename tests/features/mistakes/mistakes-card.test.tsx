import { mistakesEndpoints } from '@contract/mistakes';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { MistakesCard } from '@/features/mistakes';
import { useProfile } from '@/lib/profile/api/profile';
import { ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { signedInAs, student, summaryOf, teacher } from './fixtures';
import { signedIn } from '../../session';

async function renderCard(lng?: 'vi' | 'en') {
  const i18n = lng ? await createTestI18n(lng) : undefined;
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false, provider: () => new Map() }}>
      <MistakesCard />
    </SWRConfig>,
    i18n ? { i18n } : {},
  );
}

describe('MistakesCard', () => {
  it('shows a student how many questions wait and opens a round of at most ten', async () => {
    signedIn({ accessToken: 'token' });
    server.use(signedInAs(student), ok(mistakesEndpoints.summary, summaryOf({ count: 14, dueCount: 12 })));
    await renderCard();
    const card = await screen.findByRole('region', { name: 'Ôn lại câu sai' });
    expect(card).toHaveTextContent('Bạn có 14 câu cần ôn lại');
    expect(card).toHaveTextContent('làm đúng vào hai ngày khác nhau');
    expect(screen.getByRole('link', { name: 'Ôn ngay 10 câu' })).toHaveAttribute('href', '/mistakes');
    expect(card).toHaveTextContent('2 câu đã làm đúng hôm nay sẽ quay lại vào ngày mai.');
    expect(card).toHaveTextContent('Mỗi lượt ôn tối đa 10 câu.');
  });

  it('says why a round offers fewer questions than the list holds, in English', async () => {
    signedIn({ accessToken: 'token' });
    server.use(signedInAs(student), ok(mistakesEndpoints.summary, summaryOf({ count: 2, dueCount: 1 })));
    await renderCard('en');
    const card = await screen.findByRole('region', { name: 'Practise my mistakes' });
    expect(card).toHaveTextContent('You have 2 questions to practise');
    expect(card).toHaveTextContent('1 question you got right today comes back tomorrow.');
    expect(card).not.toHaveTextContent('A round has at most');
    expect(screen.getByRole('link', { name: 'Practise 1 question' })).toBeVisible();
  });

  it('says when to come back once every question was answered right today', async () => {
    signedIn({ accessToken: 'token' });
    server.use(signedInAs(student), ok(mistakesEndpoints.summary, summaryOf({ count: 2, dueCount: 0 })));
    await renderCard();
    const card = await screen.findByRole('region', { name: 'Ôn lại câu sai' });
    expect(card).toHaveTextContent('Hôm nay bạn đã ôn xong');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('encourages a student with no mistakes yet, in English too', async () => {
    signedIn({ accessToken: 'token' });
    server.use(signedInAs(student), ok(mistakesEndpoints.summary, summaryOf({ count: 0, dueCount: 0 })));
    await renderCard('en');
    const card = await screen.findByRole('region', { name: 'No mistakes to practise yet' });
    expect(card).toHaveTextContent('Any question you get wrong in a test is kept here');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks nothing and shows nothing for a teacher', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    signedIn({ accessToken: 'token' });
    server.use(signedInAs(teacher), ok(mistakesEndpoints.summary, summaryOf()));
    const { container } = await renderWithProviders(
      <SWRConfig value={{ shouldRetryOnError: false, provider: () => new Map() }}>
        <ProfileName />
        <MistakesCard />
      </SWRConfig>,
    );
    // The card renders with the profile: once the name shows, a request would already be on its way.
    expect(await screen.findByText('Nguyễn Thị Lan')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.events.removeListener('request:start', record);
    expect(asked.filter((path) => path.includes('/itf/mistakes'))).toEqual([]);
    expect(asked.some((path) => path.endsWith('/account/profile') || path.includes('profile'))).toBe(true);
    expect(container).toHaveTextContent(/^Nguyễn Thị Lan$/);
  });
});

function ProfileName() {
  const { data: user } = useProfile();
  return user ? <p>{user.fullName}</p> : null;
}
