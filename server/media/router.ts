// /media/public: what any visitor may fetch, read from the public store only (placeholder
// pictures, trailers and hover clips, a gallery's allowed previews). /media/members: member files
// from the members store, each request checked first: the URL's signature (path, expiry and the
// session it was signed for), the browser's session cookie naming that session, and that the
// session is still live and entitled to the update (403 otherwise). Both stores may be folders
// or an S3 bucket (storage/); with S3_MEMBER_REDIRECT a member file, once checked, is answered
// with a redirect to a presigned bucket URL that lives no longer than the site's own URL.
import { Router, type Request, type Response, type NextFunction } from 'express';
import type { AppContext } from '../context';
import { ImagePool } from './images';
import { ASSET_IMAGE_NAME } from './urls';
import { MediaAccess } from './access';
import { boundSession, MEDIA_COOKIE, MEDIA_TTL_SECONDS, verifyMediaPath } from './signing';
import { sendZip } from './zip-response';
import { galleryZipEntries } from './gallery-zip';
import { MEMBER_PICTURE_NAME, memberPictureFile, PREVIEW_NAME, publicPreviewFile, type Rendering } from './gallery-files';
import { visitorPreview } from './preview-policy';
import { sendRendering, type MediaStore } from './storage/media-store';
import { parseCookies } from '../render/cookies';
import { isVisibleUpdate } from '../queries/updates';
import { firstGalleryImages, galleryImage } from '../queries/update-media';
import { memberVideos, POSTER_NAME, type MemberSlot } from './processing/video-outputs';

const forbidden = (res: Response) => res.status(403).json({ error: { code: 'forbidden', message: 'This link is invalid or has expired' } });
const missing = (res: Response) => res.status(404).json({ error: { code: 'not_found', message: 'File not found' } });

const ID = /^[1-9]\d{0,8}$/;
const CLIP = /^[a-z0-9-]+\.mp4$/;

/** The update a member path belongs to: img/<id>/..., video/<id>/..., zip/<id>-... */
const updateOfMemberPath = (p: string) => Number(/^\/(?:img|video)\/([1-9]\d{0,8})\/|^\/zip\/([1-9]\d{0,8})-/.exec(p)?.slice(1).find(Boolean) ?? NaN);

function publicRoutes(ctx: AppContext, r: Router) {
  // Visitors' routes see this store and nothing else.
  const store = ctx.media.public;

  r.get('/public/img/:name', async (req, res) => {
    const name = String(req.params.name);
    // A library picture's variants are stored by its job, never rendered here.
    if (ASSET_IMAGE_NAME.test(name)) {
      if (!(await store.send(req, res, `img/${name}`, 'public, max-age=604800, immutable'))) missing(res);
      return;
    }
    if (POSTER_NAME.test(name) && (await store.send(req, res, `img/${name}`, 'public, max-age=86400'))) return;
    if (!ImagePool.parse(name)) return missing(res);
    await sendRendering(req, res, store, `img/${name}`, 'public, max-age=604800, immutable', () => ctx.images.file(name));
  });

  // A gallery's previews: only the first pictures the live configuration shows visitors, and in
  // youth-protection mode only their soft versions. Checked on every request, as the setting may change.
  r.get('/public/preview/:updateId/:name', async (req, res) => {
    const m = PREVIEW_NAME.exec(String(req.params.name));
    const updateId = String(req.params.updateId);
    if (!m || !ID.test(updateId)) return missing(res);
    const position = Number(m[1]);
    const soft = m[2] !== undefined;
    const policy = await visitorPreview(ctx);
    if (policy.soft && !soft) return missing(res);
    if (!(await isVisibleUpdate(ctx, Number(updateId)))) return missing(res);
    const image = (await firstGalleryImages(ctx, Number(updateId), policy.count)).find((img) => img.position === position);
    if (!image) return missing(res);
    const { key, render } = publicPreviewFile(ctx, image, soft);
    await sendRendering(req, res, store, key, 'public, max-age=3600', render);
  });

  r.get('/public/video/:name', async (req, res) => {
    const name = String(req.params.name);
    if (!CLIP.test(name) || !(await store.send(req, res, `video/${name}`, 'public, max-age=86400'))) missing(res);
  });
}

/**
 * A checked member file (rendered first when the store lacks it and it has a rendering): streamed,
 * or (S3_MEMBER_REDIRECT) a redirect to a presigned URL of the bucket valid no longer than the
 * site's URL had left. False when there is no such file.
 */
async function sendMemberFile(ctx: AppContext, store: MediaStore, req: Request, res: Response, { key, render }: Partial<Rendering> & { key: string }): Promise<boolean> {
  const cacheControl = String(res.getHeader('Cache-Control'));
  if (ctx.env.S3_MEMBER_REDIRECT && store.driver === 's3') {
    if (!(await store.stat(key))) {
      if (!render) return false;
      await store.put(key, await render(), { link: true });
    }
    const url = await store.signedUrl(key, Number(res.locals.secondsLeft));
    if (url) {
      // The redirect must not outlive its presigned URL in any cache.
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, url);
      return true;
    }
  }
  if (!render) return store.send(req, res, key, cacheControl);
  await sendRendering(req, res, store, key, cacheControl, render);
  return true;
}

function memberRoutes(ctx: AppContext, r: Router) {
  const store = ctx.media.members;
  const access = new MediaAccess(ctx);

  // Every member URL is checked before anything else happens.
  r.use('/members', async (req: Request, res: Response, next: NextFunction) => {
    const sessionId = boundSession(ctx.secrets.media, parseCookies(req.headers.cookie)[MEDIA_COOKIE]);
    if (sessionId === undefined) return forbidden(res);
    const left = verifyMediaPath(ctx.secrets.media, `/media/members${req.path}`, sessionId, req.query.expires, req.query.sig, Date.parse(ctx.now()));
    if (left === undefined) return forbidden(res);
    const updateId = updateOfMemberPath(req.path);
    if (!Number.isInteger(updateId)) return missing(res);
    if (!(await access.allowed(sessionId, updateId))) return forbidden(res);
    res.locals.secondsLeft = left;
    // The browser may keep the file while the URL is valid, no longer; it is nobody else's.
    res.setHeader('Cache-Control', `private, max-age=${Math.min(left, MEDIA_TTL_SECONDS)}`);
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });

  r.get('/members/img/:updateId/:name', async (req, res) => {
    const m = MEMBER_PICTURE_NAME.exec(String(req.params.name));
    if (!m) return missing(res);
    const position = Number(m[1]);
    const image = await galleryImage(ctx, Number(req.params.updateId), position);
    if (!image) return missing(res);
    await sendMemberFile(ctx, store, req, res, memberPictureFile(ctx, image, Number(m[2]) as 620 | 1920 | 3840));
  });

  r.get('/members/zip/:name', async (req, res) => {
    const m = /^(\d+)-(1920|original)\.zip$/.exec(String(req.params.name));
    if (!m) return missing(res);
    const zip = await galleryZipEntries(ctx, Number(m[1]), m[2] === 'original' ? 'original' : '1920');
    if (!zip) return missing(res);
    const { permaLink, entries } = zip;
    await sendZip(req, res, entries, `${permaLink}-${m[2]}.zip`, ctx.logger);
  });

  // The renditions of the update's library video once processed; until then the demo's one full video stands in.
  r.get('/members/video/:updateId/:name', async (req, res) => {
    const m = /^full-(1920|3840)\.mp4$/.exec(String(req.params.name));
    const update = m && (await ctx.db.selectFrom('updates').select('video_asset_id').where('id', '=', Number(req.params.updateId)).executeTakeFirst());
    const file = update && (await memberVideos(ctx, update.video_asset_id))[Number(m[1]) as MemberSlot];
    if (!file || !(await sendMemberFile(ctx, store, req, res, { key: file.key }))) missing(res);
  });
}

export function mediaRouter(ctx: AppContext): Router {
  const r = Router();
  publicRoutes(ctx, r);
  memberRoutes(ctx, r);
  return r;
}
