// The interface catalogs (src/i18n/locales/<lingui>/messages.po) as the desk's translation table
// reads them: English source text -> the locale's built-in text. Read from disk once per file
// change. Messages with a context (msgctxt) are left out: a server text cannot name them (a key is
// the bare English source, see src/i18n/server-texts.ts).
import fs from 'node:fs';
import path from 'node:path';

const unescape = (s: string) => s.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[c]!);

/** msgid -> msgstr of one PO file's entries without a context (the header left out). */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of text.split(/\r?\n\r?\n+/)) {
    const fields: Record<string, string> = {};
    let current: string | undefined;
    for (const line of block.split(/\r?\n/)) {
      const start = /^(msgctxt|msgid|msgstr)\s+"(.*)"\s*$/.exec(line);
      if (start) {
        current = start[1]!;
        fields[current] = unescape(start[2]!);
      } else if (current && /^".*"\s*$/.test(line)) {
        fields[current] += unescape(line.trim().slice(1, -1));
      } else if (!line.startsWith('#')) current = undefined;
    }
    if (fields.msgid && fields.msgctxt === undefined) out.set(fields.msgid, fields.msgstr ?? '');
  }
  return out;
}

const cache = new Map<string, { mtimeMs: number; entries: Map<string, string> }>();

/** The catalog of a Lingui locale (en, de, fr, es); empty when there is none. */
export function catalogOf(lingui: string, root = process.cwd()): Map<string, string> {
  if (!/^[a-z]{2,8}$/.test(lingui)) return new Map();
  const file = path.join(root, 'src/i18n/locales', lingui, 'messages.po');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return new Map();
  }
  const known = cache.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.entries;
  const entries = parsePo(fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs: stat.mtimeMs, entries });
  return entries;
}
