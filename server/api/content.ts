// Member content: gallery pictures, downloads and video sources as signed, expiring URLs, handed
// out only to a member with an active subscription or a purchase of that update.
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { requireUser } from '../auth/middleware';
import { canAccessUpdate } from '../auth/membership';
import { signMediaPath } from '../media/signing';
import { publicImage } from '../media/urls';
import { galleryZipSize } from '../media/gallery-zip';
import { publishedUpdate } from '../queries/updates';
import { galleryImages, updateChapters } from '../queries/update-media';

export function contentRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);
  const signed = (p: string) => signMediaPath(ctx.secrets.media, p);

  const accessibleUpdate = async (userId: number, id: number) => {
    const u = await publishedUpdate(ctx, id);
    if (!u) throw notFound('Update');
    if (!(await canAccessUpdate(ctx.db, userId, id, ctx.now()))) {
      throw new HttpError(403, 'membership_required', 'Your subscription expired, please renew.');
    }
    return u;
  };

  r.get('/updates/:id/photos', auth, async (req, res) => {
    const u = await accessibleUpdate(req.user!.id, idParam(req));
    const rows = await galleryImages(ctx, u.id);
    sendList(
      res,
      rows.map((img) => ({
        id: img.id,
        scaledSrc1: publicImage(img.image_pool, img.position % 2 ? 'upright' : 'plain', 620),
        scaledSrc2: signed(`/media/members/img/${u.id}/${img.position}-1920.jpg`),
        originalSrc: signed(`/media/members/img/${u.id}/${img.position}-3840.jpg`),
      })),
      rows.length,
    );
  });

  r.get('/updates/:id/downloads', auth, async (req, res) => {
    const u = await accessibleUpdate(req.user!.id, idParam(req));
    const hasPhotos = (u.photo_count ?? 0) > 0;
    // Full videos are operator-supplied (data/media/video/full.mp4); advertise them only when present.
    const fullVideo = path.join(ctx.dataDir, 'media', 'video', 'full.mp4');
    const videoSize = u.content_type !== 'photo' && fs.existsSync(fullVideo) ? fs.statSync(fullVideo).size : undefined;
    // Sizes let members pick a resolution knowingly (specification: each source with an optional _filesize).
    const [zip2Size, zipOriginalSize] = hasPhotos ? await Promise.all([galleryZipSize(ctx, u.id, '1920'), galleryZipSize(ctx, u.id, 'original')]) : [];
    send(res, {
      id: u.id,
      ...(videoSize !== undefined
        ? {
            videoSrc_1920: signed(`/media/members/video/${u.id}/full-1920.mp4`),
            videoSrc_1920_filesize: videoSize,
            videoSrc_3840: signed(`/media/members/video/${u.id}/full-3840.mp4`),
            videoSrc_3840_filesize: videoSize,
          }
        : {}),
      ...(hasPhotos
        ? {
            galleryzip_2_url: signed(`/media/members/zip/${u.id}-1920.zip`),
            ...(zip2Size !== undefined ? { galleryzip_2_filesize: zip2Size } : {}),
            galleryzip_original_url: signed(`/media/members/zip/${u.id}-original.zip`),
            ...(zipOriginalSize !== undefined ? { galleryzip_original_filesize: zipOriginalSize } : {}),
          }
        : {}),
    });
  });

  // Chapter titles and times are not protected.
  r.get('/updates/:id/chapters', async (req, res) => {
    const rows = await updateChapters(ctx, idParam(req));
    sendList(res, rows.map((c) => ({ id: c.id, title: c.title, startSeconds: c.start_seconds })), rows.length);
  });

  return r;
}
