// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ImageQueueFullError, ImageWorkers, imageThreads, type ImageRecipe } from './image-workers';

const picture = (fill: string): ImageRecipe => ({
  input: { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/><circle cx="200" cy="150" r="90" fill="white"/></svg>` },
  stages: [[{ resize: { width: 200 } }, { jpeg: { quality: 70 } }]],
});
const isJpeg = (b: Buffer) => b.subarray(0, 2).toString('hex') === 'ffd8';

describe('the image worker pool', () => {
  let workers: ImageWorkers | undefined;
  afterEach(async () => {
    await workers?.close();
  });

  it('renders a picture once for everyone asking for it at the same time', async () => {
    workers = new ImageWorkers({ threads: 1, maxQueue: 4 });
    const asked = [workers.run('red.jpg', picture('red')), workers.run('red.jpg', picture('red')), workers.run('red.jpg', picture('red'))];
    expect(workers.pending).toBe(1);
    const [first, ...others] = await Promise.all(asked);
    expect(isJpeg(first!)).toBe(true);
    for (const other of others) expect(other).toBe(first);
    expect(workers.completed).toBe(1);
    expect(workers.pending).toBe(0);
    // Asked again after it finished: a new render (storing the result is the caller's business).
    await workers.run('red.jpg', picture('red'));
    expect(workers.completed).toBe(2);
  });

  it('keeps a bounded queue: past it a render is refused with 503 until room frees up', async () => {
    workers = new ImageWorkers({ threads: 1, maxQueue: 1 });
    const running = workers.run('a.jpg', picture('red'));
    const waiting = workers.run('b.jpg', picture('green'));
    const refused = workers.run('c.jpg', picture('blue'));
    await expect(refused).rejects.toBeInstanceOf(ImageQueueFullError);
    await expect(refused).rejects.toMatchObject({ status: 503, code: 'busy' });
    // The same picture as one already queued takes no new place.
    const shared = workers.run('b.jpg', picture('green'));
    expect(await shared).toBe(await waiting);
    await running;
    expect(isJpeg(await workers.run('c.jpg', picture('blue')))).toBe(true);
    expect(workers.completed).toBe(3);
  });

  it('passes a render failure to every caller and frees its place', async () => {
    workers = new ImageWorkers({ threads: 1, maxQueue: 0 });
    const broken: ImageRecipe = { input: { svg: 'not an svg' }, stages: [[{ jpeg: { quality: 70 } }]] };
    await expect(Promise.all([workers.run('x.jpg', broken), workers.run('x.jpg', broken)])).rejects.toThrow();
    expect(workers.pending).toBe(0);
    expect(isJpeg(await workers.run('x.jpg', picture('red')))).toBe(true);
  });

  it('leaves two of libuv\'s threads to password hashing and file reads', () => {
    expect(imageThreads(8, 4)).toBe(2);
    expect(imageThreads(1, 4)).toBe(1);
    expect(imageThreads(6, 10)).toBe(6);
    // Never none, even on a pool too small for it.
    expect(imageThreads(4, 2)).toBe(1);
  });
});
