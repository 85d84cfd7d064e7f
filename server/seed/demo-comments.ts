// Placeholder comments on the newest demo videos, so the comments area of a video page shows what
// members write. The commenters are invented accounts that cannot log in (no password), and the
// texts are harmless, in the four languages of the site.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROLE } from '../../shared/roles';

const COMMENTERS = ['lena_k', 'marco.v', 'sophie_l', 'diego88', 'jonas_w', 'amelie.r'] as const;

/** Per video, newest first: the comments in the order they were written. */
const THREADS: string[][] = [
  ['Beautiful light in this one, the colours are so calm.', 'Wunderschöne Farben, sehr entspannend.', 'Magnifique ! La musique va parfaitement avec les images.'],
  ['Me encanta el ritmo de este vídeo.', 'Great camera work, more like this please!'],
  ['Sehr schön gefilmt, danke!', 'Très joli décor, on s’y croirait.', 'The ending is my favourite part.', '¡Qué bonito! Lo he visto dos veces.'],
  ['Lovely and relaxing after a long day.', 'Les couleurs du coucher de soleil sont superbes.'],
  ['Tolle Stimmung, gerne mehr davon.', 'Precioso, gracias por compartir.', 'So peaceful. 10/10'],
];

const HOUR = 3_600_000;

/** Adds the commenters and their comments; returns how many comments were written. */
export async function seedDemoComments(db: Kysely<Database>, now: Date): Promise<number> {
  const videos = await db
    .selectFrom('updates')
    .select(['id', 'publish_date'])
    .where('content_type', '=', 'video')
    .where('publish_date', '<=', now.toISOString())
    .orderBy('publish_date', 'desc')
    .limit(THREADS.length)
    .execute();
  if (videos.length === 0) return 0;
  const created = new Date(now.getTime() - 400 * 24 * HOUR).toISOString();
  const users = await db
    .insertInto('users')
    .values(
      COMMENTERS.map((username) => ({
        role_id: ROLE.member,
        username,
        username_lower: username,
        email: `${username}@commenters.example`,
        email_lower: `${username}@commenters.example`,
        // No password hash: nobody can log in to these accounts.
        password_hash: '',
        avatar: null,
        customer: 0,
        created_at: created,
      })),
    )
    .returning('id')
    .execute();
  const rows = videos.flatMap((video, v) => {
    const published = Date.parse(video.publish_date);
    const span = Math.max(now.getTime() - published, HOUR);
    const thread = THREADS[v]!;
    return thread.map((comment, i) => ({
      user_id: users[(v + i) % users.length]!.id,
      update_id: video.id,
      comment,
      // Spread between the publication and now, in the order written.
      created_at: new Date(published + Math.round((span * (i + 1)) / (thread.length + 1))).toISOString(),
    }));
  });
  await db.insertInto('usercomments').values(rows).execute();
  return rows.length;
}
