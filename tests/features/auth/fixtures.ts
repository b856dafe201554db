import type { GradeDto, UserDto } from '@contract/api';
import { GRADES } from '@contract/constants';
import { vi } from 'vitest';

export const student: UserDto = {
  id: 41,
  roleCode: 'STUDENT',
  fullName: 'Phạm Thu Hà',
  phone: '0911222333',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: null,
};

export const grades: GradeDto[] = GRADES.map((g) => ({ ...g }));

export function tokens(user: UserDto, n = 1) {
  return {
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    expiresIn: 900,
    refreshExpiresIn: 1_209_600,
    user,
  };
}

export type RouterDouble = {
  pathname: string;
  asPath: string;
  isReady: boolean;
  query: Record<string, string>;
  locale: string;
  push: ReturnType<typeof vi.fn<(url: string) => Promise<boolean>>>;
  replace: ReturnType<typeof vi.fn<(url: string) => Promise<boolean>>>;
  prefetch: ReturnType<typeof vi.fn<() => Promise<void>>>;
  events: { on: () => void; off: () => void; emit: () => void };
};

/** A fresh Next router double for a page at `pathname`. */
export function routerAt(pathname: string, query: Record<string, string> = {}): RouterDouble {
  const search = new URLSearchParams(query).toString();
  return {
    pathname,
    asPath: search ? `${pathname}?${search}` : pathname,
    isReady: true,
    query,
    locale: 'vi',
    push: vi.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true)),
    replace: vi.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true)),
    prefetch: vi.fn<() => Promise<void>>(() => Promise.resolve()),
    events: { on: () => undefined, off: () => undefined, emit: () => undefined },
  };
}
