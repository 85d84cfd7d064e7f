// A locale only the server supplies, for the demo: Italian, with the texts of the site's frame
// (header, menus, footer, age gate, cookie notice) and a few translation records. Keys are the
// interface's English texts or the records' keys (src/i18n/server-texts.ts); everything else shows
// in English. Listing `it_IT` in a configuration's core.locales.available offers it to visitors.
import type { Insertable } from 'kysely';
import type { LocalesTable, TranslationsTable } from '../db/schema';

export const ITALIAN: Omit<Insertable<LocalesTable>, 'position'> = {
  id: 'it-IT',
  name: 'Italiano',
  perma_link: 'it',
  translate_code: 'it_IT',
  lang_code: 'it',
  is_default: 0,
};

/** Italian texts by key. */
const TEXTS: Record<string, string> = {
  // Translation records' keys (server/seed/words.ts TRANSLATIONS).
  'nav.updates': 'Aggiornamenti',
  'nav.photos': 'Foto',
  'nav.videos': 'Video',
  'nav.models': 'Modelle',
  'nav.channels': 'Canali',
  'nav.places': 'Luoghi',
  'nav.news': 'Notizie',
  'join.now': 'ISCRIVITI ORA',
  tagline: 'Vivi le emozioni alla perfezione',
  'search.noResults': 'Nessun risultato trovato',
  // Interface texts by their English source.
  '{siteName} home': 'Home di {siteName}',
  '© {year} {siteName}. All rights reserved.': '© {year} {siteName}. Tutti i diritti riservati.',
  About: 'Chi siamo',
  Accept: 'Accetta',
  'Become a member': 'Diventa membro',
  'Close menu': 'Chiudi il menu',
  Contact: 'Contatti',
  'Content Removal': 'Rimozione contenuti',
  'Cookie notice': 'Informativa sui cookie',
  Explore: 'Esplora',
  Favourites: 'Preferiti',
  'Fresh scenes every week.': 'Nuove scene ogni settimana.',
  Information: 'Informazioni',
  'is an Adult Only Site': 'è un sito per soli adulti',
  Language: 'Lingua',
  'Language: {currentName}': 'Lingua: {currentName}',
  Leave: 'Esci',
  Login: 'Accedi',
  'Log in': 'Accedi',
  Logout: 'Esci',
  'Members get more': 'I membri hanno di più',
  'Most rated models': 'Modelle più votate',
  'Most searched': 'Più cercati',
  'Most viewed updates': 'Aggiornamenti più visti',
  'Open menu': 'Apri il menu',
  Privacy: 'Privacy',
  Profile: 'Profilo',
  Search: 'Cerca',
  'Search models, photos, videos...': 'Cerca modelle, foto, video...',
  'Searching...': 'Ricerca in corso...',
  'Skip to content': 'Vai al contenuto',
  'Special offer': 'Offerta speciale',
  Support: 'Assistenza',
  'To enter you must be 18 or older': 'Per entrare devi avere almeno 18 anni',
  "Yes I'm 18 or older. Enter!": 'Sì, ho almeno 18 anni. Entra!',
  '{0, plural, one {# photo} other {# photos}}': '{0, plural, one {# foto} other {# foto}}',
  '{0, plural, one {# model} other {# models}}': '{0, plural, one {# modella} other {# modelle}}',
};

export const ITALIAN_TEXTS: Insertable<TranslationsTable>[] = Object.entries(TEXTS).map(([key, text]) => ({
  lang_key: key,
  translate_code: ITALIAN.translate_code,
  text,
}));
