/**
 * axios, loaded with `import()` on the first request rather than bundled with every page: it is
 * a large share of the JavaScript a visitor downloads before a page becomes interactive, and no
 * page needs it to render.
 */
import type { AxiosStatic } from 'axios';

let axiosModule: Promise<AxiosStatic> | null = null;

/** axios, fetched once; a failed fetch (offline) is retried by the next request. */
export function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    (mod) => mod.default,
    (err: unknown) => {
      axiosModule = null;
      throw err;
    },
  );
  return axiosModule;
}
