// Member content: gallery pictures, downloads and video sources as signed URLs, handed out only
// to a member with an active subscription or a purchase of that update. Each URL is bound to the
// caller's session and valid for minutes; the answer sets the cookie that binds this browser to the
// session (media/signing.ts), so a URL pasted into another browser, or another member's, fails.
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { requireUser } from '../auth/middleware';
import { canAccessUpdate } from '../auth/membership';
import { MAX_VIDEO_TTL_SECONDS, MEDIA_COOKIE, MEDIA_COOKIE_MAX_AGE_MS, MEDIA_COOKIE_PATH, MEDIA_TTL_SECONDS, sessionBinding, signMediaPath } from '../media/signing';
import { memberPictureUrl } from '../media/gallery-files';
import { galleryZipSize } from '../media/gallery-zip';
import { memberVideos } from '../media/processing/video-outputs';
import { isVisibleUpdate, publishedUpdate } from '../queries/updates';
import { galleryImages, updateChapters } from '../queries/update-media';
import { parseTexts, requestLang, textIn } from './localized-texts';

export function contentRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  /** A signer for this request's session; sets the browser's session cookie for /media/members. */
  const signerFor = (req: Request, res: Response) => {
    const sessionId = req.user!.sessionId;
    res.cookie(MEDIA_COOKIE, sessionBinding(ctx.secrets.media, sessionId), {
      path: MEDIA_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      // Behind HTTPS (directly, or a trusted proxy saying so) and always in production.
      secure: req.secure || ctx.env.NODE_ENV === 'production',
      maxAge: MEDIA_COOKIE_MAX_AGE_MS,
    });
    const now = Date.parse(ctx.now());
    return (p: string, ttl = MEDIA_TTL_SECONDS) => signMediaPath(ctx.secrets.media, p, sessionId, now, ttl);
  };

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
    const signed = signerFor(req, res);
    sendList(
      res,
      rows.map((img) => ({
        id: img.id,
        scaledSrc1: signed(memberPictureUrl(u.id, img.position, 620)),
        scaledSrc2: signed(memberPictureUrl(u.id, img.position, 1920)),
        originalSrc: signed(memberPictureUrl(u.id, img.position, 3840)),
      })),
      rows.length,
    );
  });

  r.get('/updates/:id/downloads', auth, async (req, res) => {
    const u = await accessibleUpdate(req.user!.id, idParam(req));
    const hasPhotos = (u.photo_count ?? 0) > 0;
    // Its library video's renditions, or the demo's full video; advertised only when present.
    const videos = u.content_type !== 'photo' ? await memberVideos(ctx, u.video_asset_id) : {};
    // A player asks for ranges while it plays: its URL lasts the playing time on top of the usual TTL.
    const playSeconds = u.play_time_seconds ?? videos[1920]?.seconds ?? videos[3840]?.seconds ?? 0;
    const videoTtl = Math.min(MEDIA_TTL_SECONDS + playSeconds, MAX_VIDEO_TTL_SECONDS);
    const signed = signerFor(req, res);
    // Sizes let members pick a resolution knowingly (specification: each source with an optional _filesize).
    const [zip2Size, zipOriginalSize] = hasPhotos ? await Promise.all([galleryZipSize(ctx, u.id, '1920'), galleryZipSize(ctx, u.id, 'original')]) : [];
    send(res, {
      id: u.id,
      ...(videos[1920] ? { videoSrc_1920: signed(`/media/members/video/${u.id}/full-1920.mp4`, videoTtl), videoSrc_1920_filesize: videos[1920].size } : {}),
      ...(videos[3840] ? { videoSrc_3840: signed(`/media/members/video/${u.id}/full-3840.mp4`, videoTtl), videoSrc_3840_filesize: videos[3840].size } : {}),
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

  // Chapter titles and times are not protected, but they belong to a visible update only (a
  // hardcore one that hideHardcoreUpdates hides is a 404 here as on its page).
  r.get('/updates/:id/chapters', async (req, res) => {
    const id = idParam(req);
    if (!(await isVisibleUpdate(ctx, id))) throw notFound('Update');
    const rows = await updateChapters(ctx, id);
    const lang = requestLang(req);
    sendList(res, rows.map((c) => ({ id: c.id, title: textIn(parseTexts(c.names), 'title', lang, c.title), startSeconds: c.start_seconds })), rows.length);
  });

  return r;
}
