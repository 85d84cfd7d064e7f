// A comment as it is stored and shown: plain text. The server cleans every comment with this before
// storing it; the comment form counts characters the same way. Nothing here escapes HTML: comments
// are never HTML, and every client shows them as text, so `<script>` is just seven characters.

/**
 * C0/C1 control characters except tab and line feed, and the invisible characters that could
 * reorder or hide text (bidirectional overrides and isolates, the byte-order mark).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Line ends as `\n`, unwanted characters gone, at most two empty lines in a row, trimmed, NFC. */
export function cleanCommentText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(UNWANTED, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters as a person counts them (code points, so an emoji is one). */
export const commentLength = (text: string): number => [...text].length;
