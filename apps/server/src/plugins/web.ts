import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MSG } from '@abasto/domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for the paths listed in the build's route-preloads.json, with links for that page's
 * files: modulepreload for its code, which the browser fetches while the entry script still
 * downloads and runs, and stylesheet for its styles, which would otherwise be asked for only when
 * the code runs (and the page drawn after another round trip). Compressed once, here.
 */
function pagesWithPreloads(dist: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const listFile = path.join(dist, 'route-preloads.json');
  if (!fs.existsSync(listFile)) return pages;
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const lists = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  for (const [route, files] of Object.entries(lists)) {
    const links = files
      .map((f) => `    <link rel="${f.endsWith('.css') ? 'stylesheet' : 'modulepreload'}" crossorigin href="${f}">\n`)
      .join('');
    const html = index.replace('</head>', `${links}  </head>`);
    pages.set(route, {
      html,
      br: zlib.brotliCompressSync(html),
      gzip: zlib.gzipSync(html),
    });
  }
  return pages;
}

/** A path pattern of the route table ('/operar-proveedor/:id/:operacion') as a matcher. */
function patternOf(route: string): RegExp {
  const parts = route
    .split('/')
    .slice(1)
    .map((part) => {
      if (!part.startsWith(':')) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${parts.join('')}/?$`);
}

/**
 * index.html for the other screens of the build's route-files.json: their files named in a meta
 * element, which early.ts turns into links only when a session is stored (the server cannot tell;
 * a visitor sent to the login page should not download the page). Fixed paths win over patterns.
 */
function pagesWithFiles(dist: string): { match: RegExp; page: Page }[] {
  const listFile = path.join(dist, 'route-files.json');
  if (!fs.existsSync(listFile)) return [];
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const lists = JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  return Object.entries(lists)
    .sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
    .map(([route, files]) => {
      const html = index.replace('</head>', `    <meta name="abasto-page-files" content="${files.join(' ')}">\n  </head>`);
      return { match: patternOf(route), page: { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) } };
    });
}

/**
 * Serves the built web app and answers every other GET outside /api with index.html, so that
 * the browser's router handles deep links. Unknown /api paths get a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist?: string }) => {
  const dist = opts.dist && fs.existsSync(path.join(opts.dist, 'index.html')) ? opts.dist : undefined;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      // One route per file of the build, read at start: lookups stay exact and cheap.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const preloaded = dist ? pagesWithPreloads(dist) : new Map<string, Page>();
  const withFiles = dist ? pagesWithFiles(dist) : [];
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (dist && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api')) {
      reply.header('cache-control', 'no-cache');
      const page = preloaded.get(url) ?? withFiles.find((p) => p.match.test(url))?.page;
      if (!page) return reply.sendFile('index.html');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    }
    return reply.status(404).send({ error: MSG.notFound, message: MSG.notFound, statusCode: 404, code: 'NOT_FOUND' });
  });
});
