// A worker thread of the image pool (image-workers.ts): runs one recipe with sharp and returns the
// encoded bytes. Plain JavaScript so the same file runs under tsx, vitest and the built server.
import fs from 'node:fs/promises';
import sharp from 'sharp';

// One libvips thread per worker: the pool's size is the bound on image work, not vips' own threads.
sharp.concurrency(1);
// Every picture is rendered once and stored; vips' operation cache would only hold memory.
sharp.cache(false);

const STEPS = new Set(['resize', 'autoOrient', 'extract', 'removeAlpha', 'blur', 'modulate', 'png', 'jpeg', 'raw']);

/** The recipe's input as sharp takes it: bytes and their options. */
async function source(input) {
  if ('svg' in input) return [Buffer.from(input.svg), input.density ? { density: input.density } : {}];
  if ('file' in input) return [await fs.readFile(input.file), {}];
  if ('bytes' in input) return [input.bytes, {}];
  return [input.raw, { raw: { width: input.width, height: input.height, channels: input.channels } }];
}

/** @param {import('./image-workers').ImageRecipe} recipe */
export default async function render(recipe) {
  let [data, options] = await source(recipe.input);
  let info = { width: 0, height: 0, channels: 0 };
  for (const steps of recipe.stages) {
    let image = sharp(data, options);
    options = {};
    for (const step of steps) {
      const [name, arg] = Object.entries(step)[0];
      if (!STEPS.has(name)) throw new Error(`unknown image step: ${name}`);
      image = image[name](arg);
    }
    ({ data, info } = await image.toBuffer({ resolveWithObject: true }));
  }
  return { data, width: info.width, height: info.height, channels: info.channels };
}
