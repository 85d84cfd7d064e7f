// Short plain-text previews (news descriptions): cut on a word boundary, never inside a word.

/** The specification's length of a news description preview. */
export const NEWS_PREVIEW_LENGTH = 130;

const ELLIPSIS = '…';
/** Punctuation left dangling before the ellipsis looks broken ("word,…"), so it goes. */
const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—(]+$/u;

/**
 * At most `max` characters of `text` (whitespace collapsed), cut at the last space that fits and
 * followed by an ellipsis; the text itself when it already fits. A single word longer than `max`
 * is cut hard, since there is no boundary to keep. The ellipsis is not counted in `max`.
 */
export function truncateWords(text: string, max = NEWS_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // One character more than `max`: a space right after the limit means the last word is whole.
  const window = clean.slice(0, max + 1);
  const boundary = window.lastIndexOf(' ');
  const head = boundary > 0 ? clean.slice(0, boundary) : clean.slice(0, max);
  return `${head.replace(TRAILING_PUNCTUATION, '')}${ELLIPSIS}`;
}
