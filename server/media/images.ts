// Deterministic placeholder pictures (abstract gradients and shapes; no people), rendered with
// sharp on first request and cached on disk, so the first start stays fast.
import fs from 'node:fs';
import path from 'node:path';
import { POOL_SIZE, VARIANTS, type Variant } from './urls';

const WIDTHS = new Set([620, 960, 1920, 3840]);
const NAME = /^(\d{1,2})-(plain|soft|upright|uprightsoft)-(\d{3,4})\.jpg$/;

function rng(seed: number) {
  let s = seed * 2654435761 + 1;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** An SVG at 1920 px wide (16:9) or 1280x1920 (2:3); sharp scales it to the requested width. */
function svgFor(pool: number, upright: boolean): string {
  const r = rng(pool + 7);
  const w = upright ? 1280 : 1920;
  const h = upright ? 1920 : 1080;
  const hue = Math.round((pool * 360) / POOL_SIZE);
  const hue2 = (hue + 40 + Math.round(r() * 120)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
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

export class ImagePool {
  private inflight = new Map<string, Promise<string>>();
  constructor(private dir: string) {}

  static parse(name: string): { pool: number; variant: Variant; width: number } | null {
    const m = NAME.exec(name);
    if (!m) return null;
    const pool = Number(m[1]);
    const width = Number(m[3]);
    if (pool >= POOL_SIZE || !WIDTHS.has(width) || !VARIANTS.includes(m[2] as Variant)) return null;
    return { pool, variant: m[2] as Variant, width };
  }

  /** Path of the cached file, rendering it first if needed. */
  file(name: string): Promise<string> {
    const parsed = ImagePool.parse(name);
    if (!parsed) return Promise.reject(new Error('bad image name'));
    const file = path.join(this.dir, name);
    if (fs.existsSync(file)) return Promise.resolve(file);
    let p = this.inflight.get(name);
    if (!p) {
      p = this.render(parsed, file).finally(() => this.inflight.delete(name));
      this.inflight.set(name, p);
    }
    return p;
  }

  private async render({ pool, variant, width }: { pool: number; variant: Variant; width: number }, file: string) {
    const { default: sharp } = await import('sharp');
    const upright = variant.startsWith('upright');
    const soft = variant.endsWith('soft');
    const svg = Buffer.from(svgFor(pool, upright));
    let buf: Buffer;
    if (soft) {
      // Blur a small rendering and scale it up: same look, a fraction of the cost of blurring 22 MP.
      const small = await sharp(svg).resize({ width: 480 }).blur(6).modulate({ saturation: 0.35, brightness: 1.05 }).png().toBuffer();
      buf = await sharp(small).resize({ width }).jpeg({ quality: 75, progressive: width < 1920 }).toBuffer();
    } else {
      const density = 72 * Math.max(1, width / (upright ? 1280 : 1920));
      // Progressive encoding of the large sizes costs seconds on a small box; keep it for the small ones.
      buf = await sharp(svg, { density }).resize({ width }).jpeg({ quality: 78, progressive: width < 1920 }).toBuffer();
    }
    fs.mkdirSync(this.dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, buf);
    fs.renameSync(tmp, file);
    return file;
  }
}
