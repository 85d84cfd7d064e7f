// Member files as the real server answers them (server/api/content.ts): GET updates/{id}/downloads
// (signed URLs with sizes) and GET updates/{id}/photos (every picture, large versions signed).
// Like the other member handlers they answer every request: the blocks ask only for members.
import { http, HttpResponse } from 'msw';
import { MAX_RESULTS_HEADER, type UpdateDownloads, type UpdateImage } from '../../schemas/api';
import { publishedUpdates } from '../fixtures/updates';
import { hueFor, svgDataUri } from '../fixtures/svg-image';
import { api } from './paths';
import { notFound, ok, param } from './respond';

export const memberMediaPaths = {
  downloads: api('updates/:id/downloads'),
  photos: api('updates/:id/photos'),
} as const;

/** Far in the future, so mocked links never count as expired. */
const EXPIRES = 4102444800;
export const mockSigned = (path: string) => `${path}?expires=${EXPIRES}&sig=mock-signature`;

/** Sizes the mock answers with: the full video and the zips (bytes). */
export const MOCK_SIZES = { video1920: 48_200_000, video3840: 162_500_000, zip1920: 31_400_000, zipOriginal: 118_700_000 } as const;

export const memberMediaHandlers = [
  http.get(memberMediaPaths.downloads, ({ params }) => {
    const id = Number(param(params.id));
    const update = publishedUpdates.find((u) => u.id === id);
    if (!update) return notFound();
    const isVideo = update.contentType !== 'photo';
    return ok<UpdateDownloads>({
      id,
      ...(isVideo
        ? {
            videoSrc_1920: mockSigned(`/media/members/video/${id}/full-1920.mp4`),
            videoSrc_1920_filesize: MOCK_SIZES.video1920,
            videoSrc_3840: mockSigned(`/media/members/video/${id}/full-3840.mp4`),
            videoSrc_3840_filesize: MOCK_SIZES.video3840,
          }
        : {
            galleryzip_2_url: mockSigned(`/media/members/zip/${id}-1920.zip`),
            galleryzip_2_filesize: MOCK_SIZES.zip1920,
            galleryzip_original_url: mockSigned(`/media/members/zip/${id}-original.zip`),
            galleryzip_original_filesize: MOCK_SIZES.zipOriginal,
          }),
    });
  }),
  http.get(memberMediaPaths.photos, ({ params }) => {
    const id = Number(param(params.id));
    const update = publishedUpdates.find((u) => u.id === id);
    if (!update) return notFound();
    const total = update.photoCount ?? 0;
    const data = Array.from({ length: total }, (_, position): UpdateImage => {
      // Inline pictures stand in for the signed files, so the lightbox shows something offline.
      const picture = svgDataUri(`${update.fullName} ${position + 1}`, { shape: position % 2 ? 'upright' : 'landscape', hue: hueFor(id + position, 20) });
      return { id: id * 1000 + position, scaledSrc1: picture, scaledSrc2: picture, originalSrc: picture };
    });
    return HttpResponse.json({ data }, { headers: { [MAX_RESULTS_HEADER]: String(total) } });
  }),
];
