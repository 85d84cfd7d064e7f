// Deterministic placeholder pictures (abstract gradients and shapes; no people), rendered with
// sharp on first request and cached on disk, so the first start stays fast. This render cache is
// the generator's own workspace and no route reads it: routes read the stores (store.ts), which
// get the renderings they need linked in. Public pictures and member gallery pictures are
// different compositions; a gallery's public previews are derived from the member picture (620 px,
// or blurred), never the other way round.
import fs from 'node:fs';
import path from 'node:path';
import { POOL_SIZE, VARIANTS, type Variant } from './urls';
import { ImageWorkers, type ImageRecipe, type ImageStep } from './image-workers';

const WIDTHS = new Set([620, 960, 1920, 3840]);
const NAME = /^(\d{1,2})-(plain|soft|upright|uprightsoft)-(\d{3,4})\.jpg$/;

/** A gallery picture's shape: landscape (`plain`) or 2:3 (`upright`). */
export type Orientation = 'plain' | 'upright';
/** Sizes of a member gallery picture: the thumbnail, Full HD and the original. */
export type MemberWidth = 620 | 1920 | 3840;
export const MEMBER_WIDTHS: readonly MemberWidth[] = [620, 1920, 3840];
/** Width of a gallery's public preview pictures (and of the members' thumbnails). */
export const PREVIEW_WIDTH = 620;

function rng(seed: number) {
  let s = seed * 2654435761 + 1;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** An SVG at 1920 px wide (16:9) or 1280x1920 (2:3); sharp scales it to the requested width. */
function svgFor(pool: number, upright: boolean, member = false): string {
  // Member pictures are their own compositions: no public picture is a member picture.
  const r = rng(member ? pool + 1009 : pool + 7);
  const w = upright ? 1280 : 1920;
  const h = upright ? 1920 : 1080;
  const hue = Math.round((pool * 360) / POOL_SIZE);
  const hue2 = (hue + 40 + Math.round(r() * 120)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < (member ? 14 : 9); i++) {
    const cx = Math.round(r() * w);
    const cy = Math.round(r() * h);
    const size = Math.round(80 + r() * (w / 3));
    const h3 = (hue + Math.round(r() * 180)) % 360;
    const op = (0.25 + r() * 0.5).toFixed(2);
    shapes.push(
      i % 3 === 0
        ? `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${size / 6}" transform="rotate(${Math.round(r() * 90)} ${cx} ${cy})" fill="hsl(${h3},70%,60%)" fill-opacity="${op}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="hsl(${h3},65%,55%)" fill-opacity="${op}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${hue2},70%,20%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}
<path d="M0 ${h * 0.75} Q ${w * 0.3} ${h * 0.6} ${w * 0.55} ${h * 0.78} T ${w} ${h * 0.7} V ${h} H 0 Z" fill="hsl(${hue2},40%,12%)" fill-opacity="0.7"/></svg>`;
}

/** Blur a small rendering and scale it up: same look, a fraction of the cost of blurring 22 MP. */
const SOFTEN: ImageStep[] = [{ resize: { width: 480 } }, { blur: 6 }, { modulate: { saturation: 0.35, brightness: 1.05 } }, { png: {} }];

export class ImagePool {
  private inflight = new Map<string, Promise<string>>();
  /** Renders run in worker threads (image-workers.ts), never on the request thread. */
  constructor(
    private dir: string,
    readonly workers: ImageWorkers = new ImageWorkers(),
  ) {}

  static parse(name: string): { pool: number; variant: Variant; width: number } | null {
    const m = NAME.exec(name);
    if (!m) return null;
    const pool = Number(m[1]);
    const width = Number(m[3]);
    if (pool >= POOL_SIZE || !WIDTHS.has(width) || !VARIANTS.includes(m[2] as Variant)) return null;
    return { pool, variant: m[2] as Variant, width };
  }

  /** A public picture by its name (`3-soft-960.jpg`), rendering it first if needed. */
  file(name: string): Promise<string> {
    const parsed = ImagePool.parse(name);
    if (!parsed) return Promise.reject(new Error('bad image name'));
    return this.cached(name, () => this.renderPublic(name, parsed));
  }

  /** A member gallery picture: 1920 and 3840 rendered from its composition, 620 scaled from 1920. */
  memberFile(pool: number, orientation: Orientation, width: MemberWidth): Promise<string> {
    return this.cached(`member-${pool % POOL_SIZE}-${orientation}-${width}.jpg`, async (name) => {
      if (width === PREVIEW_WIDTH) return this.render(name, { input: { file: await this.memberFile(pool, orientation, 1920) }, stages: [[{ resize: { width } }, { jpeg: { quality: 75, progressive: true } }]] });
      return this.renderSvg(name, svgFor(pool % POOL_SIZE, orientation === 'upright', true), orientation === 'upright', width);
    });
  }

  /** The soft (blurred, desaturated) 620 px version of a member picture, for youth-protection mode. */
  softPreviewFile(pool: number, orientation: Orientation): Promise<string> {
    return this.cached(`member-${pool % POOL_SIZE}-${orientation}-${PREVIEW_WIDTH}soft.jpg`, async (name) =>
      this.render(name, { input: { file: await this.memberFile(pool, orientation, 1920) }, stages: [SOFTEN, [{ resize: { width: PREVIEW_WIDTH } }, { jpeg: { quality: 75, progressive: true } }]] }),
    );
  }

  /**
   * A gallery picture made from a library original (`load` reads it): the member sizes keep its own
   * shape and never enlarge it; `soft` is the youth-protection preview (blurred, desaturated, 620 px).
   */
  assetPicture(assetId: number, width: MemberWidth, soft: boolean, load: () => Promise<Buffer>): Promise<string> {
    return this.cached(`asset-${assetId}-${width}${soft ? 'soft' : ''}.jpg`, async () => {
      const bytes = await load();
      const orient: ImageStep = { autoOrient: {} };
      if (soft) return this.render(`asset-${assetId}-soft`, { input: { bytes }, stages: [[orient, ...SOFTEN], [{ resize: { width: PREVIEW_WIDTH } }, { jpeg: { quality: 75, progressive: true } }]] });
      return this.render(`asset-${assetId}-${width}`, { input: { bytes }, stages: [[orient, { resize: { width, withoutEnlargement: true } }, { jpeg: { quality: 80, progressive: width < 1920 } }]] });
    });
  }

  /** Stops the render threads. */
  close(): Promise<void> {
    return this.workers.close();
  }

  /** Path of a cached rendering, rendering it once (concurrent callers share the work). */
  private cached(name: string, render: (name: string) => Promise<Buffer>): Promise<string> {
    const file = path.join(this.dir, name);
    if (fs.existsSync(file)) return Promise.resolve(file);
    let p = this.inflight.get(name);
    if (!p) {
      p = render(name)
        .then((buf) => {
          fs.mkdirSync(this.dir, { recursive: true });
          const tmp = `${file}.${process.pid}.tmp`;
          fs.writeFileSync(tmp, buf);
          fs.renameSync(tmp, file);
          return file;
        })
        .finally(() => this.inflight.delete(name));
      this.inflight.set(name, p);
    }
    return p;
  }

  private render(name: string, recipe: ImageRecipe): Promise<Buffer> {
    return this.workers.run(name, recipe);
  }

  private renderSvg(name: string, svgText: string, upright: boolean, width: number): Promise<Buffer> {
    const density = 72 * Math.max(1, width / (upright ? 1280 : 1920));
    // Progressive encoding of the large sizes costs seconds on a small box; keep it for the small ones.
    return this.render(name, { input: { svg: svgText, density }, stages: [[{ resize: { width } }, { jpeg: { quality: 78, progressive: width < 1920 } }]] });
  }

  private renderPublic(name: string, { pool, variant, width }: { pool: number; variant: Variant; width: number }): Promise<Buffer> {
    const upright = variant.startsWith('upright');
    if (!variant.endsWith('soft')) return this.renderSvg(name, svgFor(pool, upright), upright, width);
    return this.render(name, { input: { svg: svgFor(pool, upright) }, stages: [SOFTEN, [{ resize: { width } }, { jpeg: { quality: 75, progressive: width < 1920 } }]] });
  }
}
