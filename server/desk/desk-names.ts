// Plan and update names on the desk in the staff member's language (English where a name has no
// translation), as the site shows them: a desk read in Spanish should not say "Monthly".
import { parseTexts, textIn } from '../api/localized-texts';

export const planNameIn = (lang: string, name: string, names: string | null) => textIn(parseTexts(names), 'name', lang, name);

export const updateNameIn = (lang: string, name: string, names: string | null) => textIn(parseTexts(names), 'fullName', lang, name);
