// Where a site configuration shows library pictures: every string holding a processed picture's URL
// (`.../img/a<id>-<variant>-<width>.jpg`), named by its block and the path inside the block's props
// ("slider #home-slider: slides 2 › image"), so the media library can say a file is on the live site.
const LIBRARY_PICTURE = /\/img\/a(\d+)-(?:plain|soft|upright|uprightsoft|poster)(?:-\d+)?\.jpg/g;

export interface ConfigUse {
  assetId: number;
  /** JSON pointer of the value in the configuration. */
  pointer: string;
  label: string;
}

type Json = unknown;
interface Block {
  type: string;
  id?: string;
}
const isBlock = (value: Json): value is Block => typeof value === 'object' && value !== null && typeof (value as Block).type === 'string' && 'props' in value;

/** Array positions count from 1 in labels; object keys as they are. */
const labelOf = (block: Block | undefined, trail: (string | number)[]) => {
  const words = trail.map((segment) => (typeof segment === 'number' ? String(segment + 1) : segment)).join(' › ');
  return block ? `${block.type}${block.id ? ` #${block.id}` : ''}${words ? `: ${words}` : ''}` : words;
};

export function configUses(config: Json, wanted: ReadonlySet<number>): ConfigUse[] {
  const found: ConfigUse[] = [];
  const seen = new Set<string>();
  const walk = (value: Json, pointer: string, block: Block | undefined, trail: (string | number)[]) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(LIBRARY_PICTURE)) {
        const assetId = Number(match[1]);
        // A set of widths is one picture in one place.
        const label = labelOf(block, trail.filter((segment) => !/^\d{3,4}$/.test(String(segment))));
        if (!wanted.has(assetId) || seen.has(`${assetId} ${label}`)) continue;
        seen.add(`${assetId} ${label}`);
        found.push({ assetId, pointer, label });
      }
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const entries: [string | number, Json][] = Array.isArray(value) ? value.map((child, i) => [i, child]) : Object.entries(value);
    for (const [key, child] of entries) {
      const at = `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
      // Inside a block, places are named from its props on.
      if (isBlock(value)) walk(child, at, value, key === 'props' ? [] : [key]);
      else walk(child, at, block, [...trail, key]);
    }
  };
  walk(config, '', undefined, []);
  return found;
}
