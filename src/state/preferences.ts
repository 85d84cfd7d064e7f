// Visitor preferences kept across visits: theme and locale.
import { atom } from 'jotai';

/** Theme id chosen with the toggle, or null for the configuration's default. */
export const themeChoiceAtom = atom<string | null>(null);
/** Active locale as a translate code, e.g. en_US. */
export const localeAtom = atom<string>('en_US');
