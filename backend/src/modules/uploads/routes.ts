import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_DIR } from '../account/avatar';

/**
 * Serves uploaded files at /uploads/… on the main API. Names are random and never reused,
 * so a file can be cached for good. Only plain files are served: no directory listing, no
 * index, no dotfiles; a missing file falls through to the JSON 404.
 */
export const uploadsRoutes: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  mkdirSync(join(uploadsDir, AVATAR_DIR), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    serveDotFiles: false,
    redirect: false,
    etag: true,
    lastModified: true,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => {
      // Images only: even if a browser were tricked into rendering one, it could run nothing.
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
};
