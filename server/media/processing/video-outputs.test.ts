// @vitest-environment node
// How the site finds a video job's outputs: the player's slots, and a job finished in another
// process heard of through the cache invalidation it sends.
import { describe, expect, it } from 'vitest';
import { assetClips, followVideoOutputs, memberSlots, videoOutputsReason, type VideoOutput, type VideoRenditionsResult } from './video-outputs';

const output = (key: string, height: number): VideoOutput => ({ key, store: 'members', width: Math.round((height * 16) / 9), height, seconds: 60, size: height * 1000 });
const result = (heights: number[]): VideoRenditionsResult => ({
  assetId: 5,
  durationSeconds: 60,
  source: { width: 3840, height: 2160, audio: true },
  renditions: heights.map((h) => output(`video/a5-${h}p.mp4`, h)),
  trailer: output('video/a5-trailer.mp4', 720),
  preview: output('video/a5-preview.mp4', 270),
  poster: output('img/a5-poster.jpg', 1080),
});

describe('the outputs of a library video', () => {
  it('fills the 4K slot with 2160p and the Full HD slot with the best below it', () => {
    expect(memberSlots(result([2160, 1080]))).toEqual({ 3840: expect.objectContaining({ key: 'video/a5-2160p.mp4' }), 1920: expect.objectContaining({ key: 'video/a5-1080p.mp4' }) });
    expect(memberSlots(result([720]))).toEqual({ 1920: expect.objectContaining({ key: 'video/a5-720p.mp4' }) });
  });

  it('advertises the clips of a job another process finished as soon as its invalidation arrives', () => {
    const listeners: ((reason: string) => void)[] = [];
    followVideoOutputs({ httpCache: { onInvalidate: (l: (reason: string) => void) => listeners.push(l) } as never });
    expect(assetClips(987)).toBeUndefined();
    for (const l of listeners) l('remote: update 3 edit');
    expect(assetClips(987)).toBeUndefined();
    for (const l of listeners) l(`remote: ${videoOutputsReason(987)}`);
    expect(assetClips(987)).toEqual({ trailerSrc: '/media/public/video/a987-trailer.mp4', previewSrc: '/media/public/video/a987-preview.mp4' });
  });
});
