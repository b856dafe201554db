import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { SignedLinks } from '../../lib/signed-link';
import { AVATAR_DIR } from '../account';
import { REFERENCE_DIR } from '../classes';
import { SPEAKING_DIR } from '../speaking';

/**
 * Serves uploaded files at /uploads/… on the main API. Names are random and never reused,
 * so a file can be cached for good. Only plain files are served: no directory listing, no
 * index, no dotfiles; a missing file falls through to the JSON 404. Speaking recordings are
 * private: served only with a valid signed link, cached only by the browser, until it expires.
 */
export const uploadsRoutes: FastifyPluginAsync<{ uploadsDir: string; recordingLinks: SignedLinks }> = async (
  app,
  { uploadsDir, recordingLinks },
) => {
  const isRecording = (path: string) => path.replace(/^\/+/, '').startsWith(`${SPEAKING_DIR}/`);
  mkdirSync(join(uploadsDir, AVATAR_DIR), { recursive: true });
  mkdirSync(join(uploadsDir, REFERENCE_DIR), { recursive: true });
  // The link checked in allowedPath expires, and no shared cache may keep a student's voice (the
  // static plugin writes its own Cache-Control after setHeaders, so this runs on send).
  app.addHook('onSend', async (request, reply) => {
    if (isRecording(request.url.slice('/uploads'.length)) && reply.statusCode === 200) {
      reply.header('cache-control', 'private, max-age=3600');
    }
  });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    serveDotFiles: false,
    redirect: false,
    allowedPath: (pathName, _root, request) => !isRecording(pathName) || recordingLinks.verify(pathName, request.query),
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
