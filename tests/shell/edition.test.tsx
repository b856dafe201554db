import type { UserDto } from '@contract/api';
import { accountEndpoints } from '@contract/account';
import { GRADES } from '@contract/constants';
import { giftEndpoints } from '@contract/gift';
import { gradesEndpoints } from '@contract/grades';
import { siteEndpoints } from '@contract/site';
import { act, cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env, parsePublicEnv, type SiteEdition } from '@/config/env';
import { GradeTests } from '@/features/home/components/grade-tests';
import { clearSession } from '@/lib/session';
import { ShellWidgets } from '@/shell/shell-widgets';
import { makeList, makeSummary, okPage } from '../lib/catalogue/fixtures';
import { createRouterMock } from '../layout/router-mock';
import { handle, urlOf } from '../msw/handlers';
import { server } from '../msw/server';
import { signedIn } from '../session';
import { renderWithProviders } from '../test-utils';

// Each switch of the international edition (spec §1, §2, §3; decision 0056), rendered with both
// editions: the edition is inlined at build time, so here the `env` object is set as a build would.

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/script', () => ({
  default: ({ src }: { src: string }) => <span data-testid="chat-script" data-src={src} />,
}));

const CHAT_URL = 'https://chat.example.vn/widget.js';
const MANUAL = {
  standard: { vi: '/page/user-guide?edition=standard', en: '/en/page/user-guide?edition=standard' },
  international: { vi: 'https://help.example.com/vi', en: 'https://help.example.com/en' },
};
const grades = GRADES.map((grade) => ({ ...grade }));
const student: UserDto = {
  id: 1,
  roleCode: 'STUDENT',
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: grades[5] ?? null,
};

const original = { ...env };

function buildAs(edition: SiteEdition) {
  Object.assign(env, parsePublicEnv({ siteEdition: edition }), { chatWidgetUrl: CHAT_URL });
}

function serve() {
  server.use(
    http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'user-manual' } }), () =>
      HttpResponse.json({ result: true, data: { id: 'user-manual', value: MANUAL } }),
    ),
    handle(siteEndpoints.banners, () => HttpResponse.json({ result: true, data: [] })),
    handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    handle(gradesEndpoints.list, () => HttpResponse.json({ result: true, data: grades })),
    handle(giftEndpoints.options, () =>
      HttpResponse.json({ result: true, data: { received: false, gradeIds: [1, 2, 3, 4, 5, 6] } }),
    ),
  );
}

async function renderShell() {
  router.current = createRouterMock({ pathname: '/', asPath: '/' });
  await renderWithProviders(<ShellWidgets />);
  // The gift button is loaded on demand; give it the time to arrive if it is coming.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return screen.getByRole('complementary', { name: 'Tiện ích nhanh' });
}

describe('the site edition', () => {
  beforeEach(() => {
    serve();
    signedIn({ accessToken: 'token' });
  });
  afterEach(() => {
    cleanup();
    Object.assign(env, original);
    clearSession();
  });

  it('standard: the gift, the chat and the standard user manual', async () => {
    buildAs('standard');
    const stack = await renderShell();
    expect(await within(stack).findByRole('button', { name: 'Nhận quà tặng' })).toBeInTheDocument();
    expect(await within(stack).findByRole('link', { name: /Hướng dẫn sử dụng/ })).toHaveAttribute(
      'href',
      MANUAL.standard.vi,
    );
    expect(screen.getByTestId('chat-script')).toHaveAttribute('data-src', CHAT_URL);
  });

  it('international: no gift, no chat though a script is configured, and its own user manual', async () => {
    buildAs('international');
    const stack = await renderShell();
    const help = within(stack).getByRole('link', { name: /Hướng dẫn sử dụng/ });
    await vi.waitFor(() => expect(help).toHaveAttribute('href', MANUAL.international.vi));
    expect(within(stack).queryByRole('button', { name: 'Nhận quà tặng' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-script')).not.toBeInTheDocument();
  });

  it.each([
    ['standard', 'Lớp 6', 'grade=G6'],
    ['international', 'Year 7', 'grade=Y7'],
  ] as const)('%s: the home names the student’s grade %s and links it by %s', async (edition, name, query) => {
    buildAs(edition);
    server.use(
      http.get(/\/itf\/unit-tests(\?|$)/, () => HttpResponse.json(okPage(makeList([makeSummary({ grades: ['G6'] })])))),
    );
    router.current = createRouterMock({ pathname: '/', asPath: '/' });
    await renderWithProviders(<GradeTests grade={grades[5]!} />);
    expect(await screen.findByRole('heading', { name: new RegExp(name) })).toBeInTheDocument();
    const seeAll = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('grade='));
    expect(seeAll?.getAttribute('href')).toContain(query);
  });
});
