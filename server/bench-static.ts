// `npm run bench` only (BENCH_STATIC_DIR): the rendered home page saved as a file, served through the
// same stack as the real pages. The bench writes `home.html` and, gzipped once, `home.html.gz`: a
// client that accepts gzip gets the .gz bytes as they are (Content-Encoding: gzip), so the comparison
// is against the real limit of the server, not against compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const GZIP = /\bgzip\b/i;

export function benchStaticRouter(dir: string): Router {
  const root = path.resolve(dir);
  const router = express.Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const name = path.posix.normalize(decodeURIComponent(req.path));
    if (name.includes('..') || !GZIP.test(req.headers['accept-encoding'] ?? '')) return next();
    if (!fs.existsSync(path.join(root, `${name}.gz`))) return next();
    // The original's name is kept for the Content-Type; `compression` leaves an encoded body alone.
    res.locals.benchOriginal = name;
    req.url = `${name}.gz`;
    next();
  });
  router.use(
    express.static(root, {
      index: false,
      setHeaders(res) {
        const original = res.locals.benchOriginal as string | undefined;
        if (!original) return;
        res.setHeader('Content-Encoding', 'gzip');
        res.type(path.extname(original));
      },
    }),
  );
  return router;
}
