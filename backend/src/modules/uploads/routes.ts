import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_DIR } from '../account';
import { REFERENCE_DIR } from '../classes';

/**
 * Serves uploaded files at /uploads/… on the main API. Names are random and never reused,
 * so a file can be cached for good. Only plain files are served: no directory listing, no
 * index, no dotfiles; a missing file falls through to the JSON 404.
 */
export const uploadsRoutes: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  mkdirSync(join(uploadsDir, AVATAR_DIR), { recursive: true });
  mkdirSync(join(uploadsDir, REFERENCE_DIR), { recursive: true });
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
    setHeaders: (res, path) => {
      // Even if a browser were tricked into rendering a file, it could run nothing.
      res.setHeader('x-content-type-options', 'nosniff');
      // Class materials (PDF, audio…) are downloads, never documents of this origin.
      if (path.includes(`/${REFERENCE_DIR}/`)) res.setHeader('content-disposition', 'attachment');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
};
