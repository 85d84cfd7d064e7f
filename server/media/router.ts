// /media: public placeholder images (rendered lazily, cached on disk and by browsers), and
// member files that need a signed, unexpired, path-scoped URL (403 otherwise).
import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response, type NextFunction } from 'express';
import type { AppContext } from '../context';
import { ImagePool } from './images';
import { verifyMediaPath } from './signing';
import { sendZip } from './zip-response';
import { galleryImageName, galleryZipEntries } from './gallery-zip';

const forbidden = (res: Response) => res.status(403).json({ error: { code: 'forbidden', message: 'This link is invalid or has expired' } });
const missing = (res: Response) => res.status(404).json({ error: { code: 'not_found', message: 'File not found' } });

export function mediaRouter(ctx: AppContext): Router {
  const r = Router();
  r.get('/public/img/:name', async (req, res) => {
    const name = String(req.params.name);
    if (!ImagePool.parse(name)) return missing(res);
    const file = await ctx.images.file(name);
    res.setHeader('Cache-Control', 'public, max-age=604800, immutable');
    res.sendFile(file);
  });

  // Public trailers and previews: served from data/media/video when an operator put clips there.
  r.get('/public/video/:name', (req, res) => {
    const name = String(req.params.name);
    const file = path.join(ctx.dataDir, 'media', 'video', name);
    if (!/^[a-z0-9-]+\.mp4$/.test(name) || !fs.existsSync(file)) return missing(res);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(file); // send handles Range requests
  });

  // Every member URL is checked before anything else happens.
  r.use('/members', (req: Request, res: Response, next: NextFunction) => {
    const p = `/media/members${req.path}`;
    if (!verifyMediaPath(ctx.secrets.media, p, req.query.expires, req.query.sig)) return forbidden(res);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });

  r.get('/members/img/:updateId/:name', async (req, res) => {
    const m = /^(\d+)-(1920|3840)\.jpg$/.exec(String(req.params.name));
    if (!m) return missing(res);
    const img = await ctx.db.selectFrom('images').select(['image_pool', 'position']).where('update_id', '=', Number(req.params.updateId)).where('position', '=', Number(m[1])).executeTakeFirst();
    if (!img) return missing(res);
    res.sendFile(await ctx.images.file(galleryImageName(img.image_pool, img.position, Number(m[2]))));
  });

  r.get('/members/zip/:name', async (req, res) => {
    const m = /^(\d+)-(1920|original)\.zip$/.exec(String(req.params.name));
    if (!m) return missing(res);
    const zip = await galleryZipEntries(ctx, Number(m[1]), m[2] === 'original' ? 'original' : '1920');
    if (!zip) return missing(res);
    const { permaLink, entries } = zip;
    await sendZip(req, res, entries, `${permaLink}-${m[2]}.zip`, ctx.logger);
  });

  r.get('/members/video/:updateId/:name', (req, res) => {
    const name = String(req.params.name);
    const file = path.join(ctx.dataDir, 'media', 'video', name.replace(/^full-\d+/, 'full'));
    if (!/^full-(1920|3840)\.mp4$/.test(name) || !fs.existsSync(file)) return missing(res);
    res.sendFile(file, { acceptRanges: true });
  });

  return r;
}
