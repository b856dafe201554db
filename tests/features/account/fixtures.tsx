import type { GradeDto, UserDto } from '@contract/api';
import { GRADES } from '@contract/constants';
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useProfile } from '@/lib/profile/api/profile';
import { ToastHost } from '@/shell/toast-host';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { accountEndpoints } from '@contract/account';
import { gradesEndpoints } from '@contract/grades';
import { handle } from '../../msw/handlers';
import { signedIn } from '../../session';

export const grades: GradeDto[] = GRADES.map((grade) => ({ ...grade }));

export const student: UserDto = {
  id: 1,
  roleCode: 'STUDENT',
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an@example.com',
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: grades[5] ?? null,
};

export function failure(code: string, status: number) {
  return HttpResponse.json({ result: false, code, message: `server says ${code}` }, { status });
}

/**
 * Serves the profile (and counts the requests). `current` is read on every request, so a test
 * can change what the server returns.
 */
export function mockProfile(initial: UserDto = student) {
  const state = { current: initial, calls: 0 };
  server.use(
    handle(accountEndpoints.profile, () => {
      state.calls += 1;
      return HttpResponse.json({ result: true, data: state.current, totalRecords: 1 });
    }),
  );
  return state;
}

export function mockGrades() {
  server.use(handle(gradesEndpoints.list, () => HttpResponse.json({ result: true, data: grades })));
}

/** The name the rest of the app (the header) sees in the shared profile cache. */
function ProfileProbe() {
  const { data: user } = useProfile();
  return (
    <output data-testid="cached-profile" data-avatar={user?.avatar ?? ''}>
      {user?.fullName ?? ''}
    </output>
  );
}

/** Signed in, with toasts rendered like the app shell does. */
export async function renderSignedIn(ui: ReactElement) {
  signedIn({ accessToken: 'access-1' });
  return renderWithProviders(
    <>
      {ui}
      <ProfileProbe />
      <ToastHost />
    </>,
  );
}
