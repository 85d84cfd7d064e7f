// Names in billing mails as the recipient reads the site: a plan's name from articles.names, an
// update's from updates.names, in the recipient's language (English where no translation exists),
// and for a single purchase the page to watch it on.
import { parseTexts, textIn } from '../api/localized-texts';
import { mailLocale } from '../mail/texts';
import type { Db } from './step';

/** The plan's name in the recipient's language. */
export const planNameIn = (plan: { name: string; names: string }, locale: string | undefined) => textIn(parseTexts(plan.names), 'name', mailLocale(locale), plan.name);

/** Where each content type's page lives (shared/route-table.ts's module routes). */
const UPDATE_PAGES: Record<string, string> = { video: '/videos', photo: '/photos', dvd: '/dvds' };

/** A bought update's name in the recipient's language and the site path of its page. */
export async function purchasedItem(db: Db, updateId: number, locale: string | undefined): Promise<{ item: string; watchPath: string } | undefined> {
  const update = await db.selectFrom('updates').select(['full_name', 'names', 'perma_link', 'content_type']).where('id', '=', updateId).executeTakeFirst();
  if (!update) return undefined;
  const item = textIn(parseTexts(update.names), 'fullName', mailLocale(locale), update.full_name);
  return { item, watchPath: `${UPDATE_PAGES[update.content_type] ?? '/videos'}/${encodeURIComponent(update.perma_link)}` };
}
