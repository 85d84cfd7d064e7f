// @vitest-environment node
// Background work that failed for good reaches the publishers by mail, in their language, once: a
// media file whose processing failed its last attempt (not the attempts that will be retried), and a
// scheduled job that threw (once an hour however often it fails). Editors and members get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../shared/roles';
import { backends, createUser, suiteServer, useRealNetwork } from './harness';
import { recordMail } from './billing-harness';
import type { MailMessage } from '../../server/mail/mailer';
import { MAX_ATTEMPTS, MediaJobQueue, enqueueAsset } from '../../server/media/processing/queue';
import type { ProcessingHandler } from '../../server/media/processing/processing-handler';
import { addAsset } from '../../server/media/library/assets';
import { runLogged } from '../../server/jobs/scheduled-job';

useRealNetwork();

describe.each(backends)('failed background work mailed to staff on %s', (backend) => {
  const server = suiteServer(backend, { seedUpdates: 1 });
  let mails: MailMessage[];

  beforeAll(async () => {
    const s = server();
    mails = recordMail(s);
    await createUser(s, 'jobpublisher', { role: ROLE.staff });
    await createUser(s, 'jobeditor', { role: ROLE.editor });
    await s.ctx.db.updateTable('users').set({ locale: 'de_DE' }).where('username', '=', 'jobpublisher').execute();
  });

  // Mails to this file's publisher (the seeded staff account gets its own).
  const failedMails = () => mails.filter((m) => m.template === 'staffJobFailed' && m.to === 'jobpublisher@example.test');

  it('mails publishers when a media file fails its last attempt, not before', async () => {
    const s = server();
    let t = Date.now() + 1000;
    const failing: ProcessingHandler = { kind: 'image-variants', accepts: () => true, run: () => Promise.reject(new Error('the picture could not be decoded')) };
    const asset = await addAsset(s.ctx, { kind: 'image', original_filename: 'broken-cover.jpg', content_type: 'image/jpeg', size: 10, sha256: '0'.repeat(64), storage_key: 'assets/broken.jpg', width: 10, height: 10, uploaded_by: null, created_at: new Date().toISOString() });
    await enqueueAsset(s.ctx, asset, [failing]);
    const queue = new MediaJobQueue(s.ctx, { handlers: [failing], concurrency: 1, now: () => t });
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await queue.drain();
        if (attempt < MAX_ATTEMPTS) expect(failedMails()).toEqual([]);
        t += 86_400_000;
      }
      await queue.drain();
    } finally {
      await queue.stop();
    }
    expect(failedMails()).toHaveLength(1);
    expect(failedMails()[0]).toMatchObject({ locale: 'de_DE', data: { jobName: 'Processing of broken-cover.jpg (image-variants)', error: 'the picture could not be decoded', deskUrl: '/admin/dashboard' } });
  });

  it('mails publishers once an hour about a scheduled job that throws', async () => {
    const s = server();
    const before = failedMails().length;
    const job = { name: 'always-broken', cron: '* * * * *', run: () => Promise.reject(new Error('the database went away')) };
    expect((await runLogged(s.ctx, job, 'manual')).outcome).toBe('failed');
    expect((await runLogged(s.ctx, job, 'manual')).outcome).toBe('failed');
    await expect.poll(() => failedMails().length - before).toBe(1);
    expect(failedMails().at(-1)).toMatchObject({ data: { jobName: 'Scheduled job always-broken', error: 'the database went away' } });
    expect(mails.some((m) => m.to === 'jobeditor@example.test')).toBe(false);
  });
});
