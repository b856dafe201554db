import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Serves the catalogue's audio and images at /media/… from the content directory. Only plain
 * files: no listing, no index, no dotfiles, nothing outside the directory (the static plugin
 * refuses `..`); a missing file falls through to the JSON 404. Files are edited in place by
 * content authors, so they are cached for a week and revalidated by ETag rather than forever.
 */
export const mediaRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  if (!existsSync(mediaDir)) return;
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    serveDotFiles: false,
    redirect: false,
    etag: true,
    lastModified: true,
    maxAge: '7d',
    acceptRanges: true,
    setHeaders: (res) => {
      // SVGs could carry script: sandboxed, they can run nothing even if opened directly.
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // The web app (another origin) loads these into <img> and <audio>.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
};
