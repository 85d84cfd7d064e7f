// @vitest-environment node
// A picture set uploaded to the media library becomes an update's gallery as staff and members see
// it: staff name the library pictures in order, members get each picture at its sizes (never
// enlarged, in the uploaded shape) and the gallery zip holds the uploaded set; visitors get the
// previews made from it. A video or an unknown id is refused naming the field.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { uploadToLibrary } from './library-upload';
import { mediaBrowser } from './media-browser';
import { unzip } from './unzip';

useRealNetwork();

/** A picture of one colour, so each gallery entry can be told apart by its pixels. */
const picture = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
const meanRed = async (jpeg: Buffer) => (await sharp(jpeg).stats()).channels[0]!.mean;

describe.each(backends)('a library picture set as an update gallery on %s', (backend) => {
  let s: TestServer;
  let editor: string;
  let publisher: string;
  let member: string;
  let pictures: number[];
  let updateId: number;

  beforeAll(async () => {
    s = await startServer(backend);
    editor = (await createUser(s, 'galleryeditor', { role: ROLE.editor })).token;
    publisher = (await createUser(s, 'gallerypublisher', { role: ROLE.staff })).token;
    member = (await createUser(s, 'gallerymember', { subscribed: true })).token;
    pictures = [
      await uploadToLibrary(s, editor, await picture(1200, 800, '#e01010'), 'red.jpg', 'image/jpeg'),
      await uploadToLibrary(s, editor, await picture(600, 900, '#1010e0'), 'blue.jpg', 'image/jpeg'),
      await uploadToLibrary(s, editor, await picture(800, 800, '#10e010'), 'green.jpg', 'image/jpeg'),
    ];
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('an editor names the pictures in order; the count follows; a video or an unknown id is refused naming the field', async () => {
    const created = await s.api('/api/staff/updates', { method: 'POST', token: editor, json: { contentType: 'photo', fullName: 'Library set', permaLink: `library-set-${backend}`, galleryAssetIds: pictures } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    updateId = created.body.data.id;
    expect(created.body.data).toMatchObject({ galleryAssetIds: pictures, photoCount: 3, status: 'draft' });

    const unknown = await s.api(`/api/staff/updates/${updateId}`, { method: 'PUT', token: editor, json: { galleryAssetIds: [...pictures, 999999] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toHaveProperty('galleryAssetIds');
    const clip = await uploadToLibrary(s, editor, Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'), Buffer.alloc(2000)]), 'clip.mp4', 'video/mp4');
    const video = await s.api(`/api/staff/updates/${updateId}`, { method: 'PUT', token: editor, json: { galleryAssetIds: [clip] } });
    expect(video.status).toBe(422);
    expect(video.body.error.message).toMatch(/galleryAssetIds/);
    // Nothing of a refused change was kept.
    expect((await s.api(`/api/staff/updates/${updateId}`, { token: editor })).body.data.galleryAssetIds).toEqual(pictures);

    const history = (await s.api(`/api/staff/updates/${updateId}/history`, { token: editor })).body.data as { action: string }[];
    expect(history.map((h) => h.action)).toContain('create');
    // The library says where each picture of the set is used; the refused clip is used nowhere.
    const library = (await s.api('/api/admin/media?s=100', { token: editor })).body.data as { id: number; usage: { kind: string; id: number; label: string }[] }[];
    for (const id of pictures) expect(library.find((a) => a.id === id)?.usage).toEqual([{ kind: 'update', id: updateId, label: 'Library set' }]);
    expect(library.find((a) => a.id === clip)?.usage).toEqual([]);
  });

  it('members get the uploaded pictures in order at their sizes, never enlarged, and the zip holds the set', async () => {
    expect((await s.api(`/api/staff/updates/${updateId}/publish`, { method: 'POST', token: publisher, json: {} })).status).toBe(200);
    const browser = mediaBrowser(s, member);
    const photos = (await browser.api(`/api/updates/${updateId}/photos`)).body.data as { scaledSrc1: string; scaledSrc2: string; originalSrc: string }[];
    expect(photos).toHaveLength(3);

    const first = await browser.get(photos[0]!.scaledSrc1);
    expect(first.status).toBe(200);
    const small = Buffer.from(await first.arrayBuffer());
    expect(await sharp(small).metadata()).toMatchObject({ format: 'jpeg', width: 620, height: 413 });
    expect(await meanRed(small)).toBeGreaterThan(150);
    // The upright blue picture keeps its 2:3 shape; its 1920 size is its own 600 px, not enlarged.
    const blue = Buffer.from(await (await browser.get(photos[1]!.scaledSrc2)).arrayBuffer());
    expect(await sharp(blue).metadata()).toMatchObject({ width: 600, height: 900 });
    expect(await meanRed(blue)).toBeLessThan(60);

    const downloads = (await browser.api(`/api/updates/${updateId}/downloads`)).body.data as { galleryzip_2_url: string };
    const zip = await browser.get(downloads.galleryzip_2_url);
    expect(zip.status).toBe(200);
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([`library-set-${backend}/001.jpg`, `library-set-${backend}/002.jpg`, `library-set-${backend}/003.jpg`]);
    expect(await meanRed(entries[0]!.data)).toBeGreaterThan(150);
    expect(await sharp(entries[2]!.data).metadata()).toMatchObject({ width: 800, height: 800 });
  });

  it('visitors get previews made from the uploaded pictures', async () => {
    const previews = (await s.api(`/api/public/updates/${updateId}/photos`)).body.data as { scaledSrc1: string }[];
    expect(previews.length).toBeGreaterThan(0);
    const res = await fetch(`${s.url}${previews[0]!.scaledSrc1}`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 620 });
    expect(await meanRed(bytes)).toBeGreaterThan(150);
  });
});
