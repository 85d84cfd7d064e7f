// The site's locales and the operator's translated texts.
import type { AppContext } from '../context';

export const localeRows = (ctx: AppContext) => ctx.db.selectFrom('locales').selectAll().orderBy('position').execute();

export const translationRows = (ctx: AppContext) => ctx.db.selectFrom('translations').selectAll().orderBy('lang_key').execute();
