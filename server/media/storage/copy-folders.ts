// Moving a site from folders to a bucket: every file of `<DATA_DIR>/media/public`,
// `<DATA_DIR>/media/members` and `<DATA_DIR>/media/library` goes to the same key of the same store,
// so member files stay members' and library files private.
// Files the target has already are left alone (a rerun after an interruption continues).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, type MediaStores, type StoreName } from './media-store';

export interface CopyReport {
  copied: string[];
  kept: string[];
  /** Leftovers of interrupted writes (`.tmp`) and names that are no media key: not copied. */
  skipped: string[];
}

async function* filesUnder(root: string, prefix = ''): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fsp.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

/** Copies the folders under `mediaDir` into the stores; what was copied, kept and skipped, as `<store>/<key>`. */
export async function copyFoldersToStores(mediaDir: string, to: MediaStores, onFile?: (line: string) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: [], kept: [], skipped: [] };
  for (const name of ['public', 'members', 'library'] as StoreName[]) {
    const root = path.join(mediaDir, name);
    for await (const key of filesUnder(root)) {
      const label = `${name}/${key}`;
      if (!isMediaKey(key) || key.endsWith('.tmp')) report.skipped.push(label);
      else if (await to[name].stat(key)) report.kept.push(label);
      else {
        await to[name].put(key, path.join(root, ...key.split('/')));
        report.copied.push(label);
        onFile?.(label);
      }
    }
  }
  return report;
}
