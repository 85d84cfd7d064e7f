// How names and search terms are compared: lowercase, accents removed ("Zoë" and "zoe" are one
// word). The SQL dialects index and search folded text; the seed and the mock fixtures make links
// from folded names, so a name gives the same link on the server and in the mocks.

/** Lowercase with combining marks removed: "Élodie Brontë" -> "elodie bronte". */
export const foldAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** A link segment from a name: folded, every other run of characters one hyphen ("Zoë Ash" -> "zoe-ash"). */
export const slugify = (text: string): string =>
  foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
