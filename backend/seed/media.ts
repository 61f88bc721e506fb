import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildProducts, CATEGORIES, type SeedProduct } from './catalog';

/** Product image files as stored in product_media.file (Magento style "/a/b/name.jpg"). */
export const productImageFiles = (p: SeedProduct) =>
  Array.from({ length: p.images }, (_, i) => `/${p.urlKey![0]}/${p.urlKey![1]}/${p.urlKey}-${i + 1}.jpg`);
export const categoryImageFile = (urlKey: string, id: number) => `${urlKey}-${id}.jpg`;
/** The Luma-style promo tiles' images (seed/content.ts `lumaPromoContent`), by tile: width and height. */
export const LUMA_PROMO_IMAGES = {
  main: [1280, 560],
  pants: [640, 720],
  't-shirts': [640, 360],
  erin: [640, 360],
  performance: [640, 360],
  eco: [640, 360]
} as const;

interface Job {
  file: string;
  width: number;
  height: number;
  svg: string;
}

/** Simple flat art: a gradient in the product's colours and a shape that differs per gallery position. */
function productArt(palette: string[], index: number, w: number, h: number): string {
  const [a, b, c] = palette;
  const shapes = [
    `<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * 0.28}" fill="${b}"/><rect x="${w * 0.3}" y="${h * 0.7}" width="${w * 0.4}" height="${h * 0.12}" rx="24" fill="${c}"/>`,
    `<rect x="${w * 0.2}" y="${h * 0.2}" width="${w * 0.6}" height="${h * 0.6}" rx="60" fill="${b}"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.12}" fill="${c}"/>`,
    `<polygon points="${w / 2},${h * 0.15} ${w * 0.85},${h * 0.8} ${w * 0.15},${h * 0.8}" fill="${b}"/>`,
    `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w * 0.35}" ry="${h * 0.2}" fill="${c}"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.1}" fill="${b}"/>`
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#f7f3ee"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes[index % shapes.length]}</svg>`
  );
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const p of buildProducts()) {
    productImageFiles(p).forEach((file, i) =>
      list.push({ file: `catalog/product${file}`, width: 800, height: 1000, svg: productArt(p.palette, i, 800, 1000) })
    );
  }
  const tones = ['#c9b79c', '#7d8f69', '#5b6c8f', '#b56d5a', '#8f7aa3'];
  for (const c of CATEGORIES.filter((x) => x.id > 2)) {
    const t = tones[c.id % tones.length];
    list.push({
      file: `catalog/category/${categoryImageFile(c.urlKey, c.id)}`,
      width: 1200,
      height: 600,
      svg: productArt([t, '#ffffff', t], c.id, 1200, 600)
    });
  }
  ['#d8c3a5', '#8fa3b8', '#a7b89a'].forEach((t, i) =>
    list.push({ file: `wysiwyg/home/banner-${i + 1}.jpg`, width: 1600, height: 640, svg: productArt([t, '#ffffff', '#333333'], i + 1, 1600, 640) })
  );
  Object.entries(LUMA_PROMO_IMAGES).forEach(([name, [width, height]], i) =>
    list.push({
      file: `wysiwyg/home/home-${name}.jpg`,
      width,
      height,
      svg: productArt([tones[i % tones.length], '#ffffff', '#333333'], i, width, height)
    })
  );
  return list;
}

/**
 * Renders every sample image into mediaDir, a few at a time (sharp itself uses the other cores). Many products share
 * a palette and a gallery position, i.e. the very same picture: each distinct picture is rendered once and copied to
 * the other files (first start goes from ~9 s to ~1 s on two cores; the files are byte-identical either way).
 */
export async function generateMedia(mediaDir: string, concurrency = 4): Promise<number> {
  const list = jobs();
  const groups = new Map<string, Job[]>();
  for (const job of list) {
    const key = `${job.width}x${job.height}:${job.svg}`;
    const group = groups.get(key);
    if (group) group.push(job);
    else groups.set(key, [job]);
  }
  const queue = [...groups.values()];
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const [first, ...copies] = queue[next++];
      const source = path.join(mediaDir, first.file);
      await fs.promises.mkdir(path.dirname(source), { recursive: true });
      await sharp(Buffer.from(first.svg)).jpeg({ quality: 80, progressive: true }).toFile(source);
      for (const job of copies) {
        const target = path.join(mediaDir, job.file);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.copyFile(source, target);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return list.length;
}
