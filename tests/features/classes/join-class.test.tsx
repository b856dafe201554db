import { classesEndpoints } from '@contract/classes';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useJoinClass } from '@/features/classes/api/join-class';
import { useJoinRequests } from '@/features/classes/api/join-requests';
import { useMyClasses } from '@/features/classes/api/my-classes';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

/** Both lists empty, counting their requests; the join answers `code` (a refusal for the others). */
function serve(code: string) {
  const calls = { classes: 0, requests: 0 };
  server.use(
    handle(classesEndpoints.myClasses, () => {
      calls.classes += 1;
      return HttpResponse.json({ result: true, data: [] });
    }),
    handle(classesEndpoints.myJoinRequests, () => {
      calls.requests += 1;
      return HttpResponse.json({ result: true, data: [] });
    }),
    handle(classesEndpoints.joinClass, () =>
      code === 'REQUEST_JOIN_CLASS_SUCCESSFUL'
        ? HttpResponse.json({
            result: true,
            code,
            message: 'ok',
            data: {
              status: 'PENDING',
              requestId: 3,
              class: {
                id: 7,
                slug: 'english-6a',
                name: 'English 6A',
                teacher: { id: 2, fullName: 'Trần Thị Bích', avatar: null },
                memberCount: 12,
                capacity: 60,
                joinMode: 'APPROVAL',
              },
            },
          })
        : HttpResponse.json({ result: false, code, message: 'refused' }, { status: 409 }),
    ),
  );
  return calls;
}

function renderLists() {
  return renderHook(() => ({ classes: useMyClasses(), requests: useJoinRequests(), join: useJoinClass() }), {
    wrapper: Wrapper,
  });
}

describe('useJoinClass', () => {
  it('asks for the classes and the requests again once a request is sent', async () => {
    const calls = serve('REQUEST_JOIN_CLASS_SUCCESSFUL');
    const { result } = renderLists();
    await waitFor(() => expect(result.current.requests.data).toEqual([]));
    expect(calls).toEqual({ classes: 1, requests: 1 });
    await act(async () => {
      await expect(result.current.join('ABC123')).resolves.toEqual({ kind: 'requestSent' });
    });
    await waitFor(() => expect(calls).toEqual({ classes: 2, requests: 2 }));
  });

  it('leaves the lists alone when the code changed nothing', async () => {
    const calls = serve('JOINED_CLASS');
    const { result } = renderLists();
    await waitFor(() => expect(result.current.requests.data).toEqual([]));
    await act(async () => {
      await expect(result.current.join('ABC123')).resolves.toEqual({ kind: 'alreadyMember' });
    });
    // A refresh would be under way as soon as the join settled.
    expect(result.current.classes.isValidating).toBe(false);
    expect(result.current.requests.isValidating).toBe(false);
    expect(calls).toEqual({ classes: 1, requests: 1 });
  });
});
