// Draws the seed's landscape art as SVG files under apps/web/public/images (deterministic: same
// output every run). `node scripts/generate-images.mjs` — the files are committed; nothing is
// fetched from the internet.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'apps/web/public/images');

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PALETTES = {
  dawn: {
    sky: ['#f6d9c4', '#fbeee2'],
    far: '#9fb3c8',
    mid: '#5f8f7a',
    near: '#2f6b4f',
    water: ['#2b6f9e', '#174a6e'],
    sun: '#ffcf8a',
  },
  day: {
    sky: ['#9fd0f0', '#e4f3fb'],
    far: '#a9c2d6',
    mid: '#5aa37a',
    near: '#2e7d4f',
    water: ['#2a7fb8', '#165a86'],
    sun: '#fff2b3',
  },
  mist: {
    sky: ['#cfd8dc', '#eef2f3'],
    far: '#b0bec5',
    mid: '#7fa391',
    near: '#3f6e58',
    water: ['#5b8fa8', '#35667f'],
    sun: '#ffffff',
  },
  dusk: {
    sky: ['#f3a683', '#f7d794'],
    far: '#8e7aa8',
    mid: '#4f6d7a',
    near: '#2d4a45',
    water: ['#3c6382', '#1e3a52'],
    sun: '#ffe0a3',
  },
  night: {
    sky: ['#0b2545', '#274c77'],
    far: '#3d5a80',
    mid: '#28445e',
    near: '#14293d',
    water: ['#1b3a5a', '#0d2137'],
    sun: '#f4f1de',
  },
  tea: {
    sky: ['#bfe3d0', '#eef8f1'],
    far: '#a3c4b4',
    mid: '#6fae6a',
    near: '#3f8a3c',
    water: ['#3d8fb0', '#22607d'],
    sun: '#fff6c8',
  },
};

function ridge(rand, width, baseY, amplitude, steps) {
  let d = `M0 ${baseY}`;
  for (let i = 0; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = baseY - rand() * amplitude;
    d += ` L${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  return `${d} L${width} ${baseY + 400} L0 ${baseY + 400} Z`;
}

function hills(rand, width, baseY, amplitude) {
  let d = `M0 ${baseY}`;
  const n = 4;
  for (let i = 0; i < n; i++) {
    const x1 = (width / n) * (i + 0.5);
    const x2 = (width / n) * (i + 1);
    d += ` Q${x1.toFixed(1)} ${(baseY - amplitude * (0.4 + rand() * 0.8)).toFixed(1)} ${x2.toFixed(1)} ${(baseY - rand() * amplitude * 0.3).toFixed(1)}`;
  }
  return `${d} L${width} ${baseY + 400} L0 ${baseY + 400} Z`;
}

function scene({ seed, palette, kind, w = 1600, h = 1000 }) {
  const rand = rng(seed);
  const p = PALETTES[palette];
  const horizon = h * (kind === 'coast' ? 0.62 : 0.58);
  const parts = [];
  parts.push(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient><radialGradient id="g"><stop offset="0" stop-color="${p.sun}" stop-opacity=".9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#s)"/>`);
  const sx = w * (0.2 + rand() * 0.6);
  const sy = h * (0.18 + rand() * 0.12);
  parts.push(
    `<circle cx="${sx}" cy="${sy}" r="${h * 0.22}" fill="url(#g)"/><circle cx="${sx}" cy="${sy}" r="${h * 0.06}" fill="${p.sun}"/>`,
  );
  if (palette === 'night')
    for (let i = 0; i < 60; i++)
      parts.push(
        `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h * 0.45).toFixed(0)}" r="${(rand() * 2 + 0.5).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
      );
  parts.push(`<path d="${ridge(rand, w, horizon - h * 0.12, h * 0.22, 9)}" fill="${p.far}"/>`);
  if (kind !== 'coast')
    parts.push(`<path d="${ridge(rand, w, horizon - h * 0.02, h * 0.16, 7)}" fill="${p.mid}" opacity=".9"/>`);
  if (kind === 'lake' || kind === 'coast') {
    parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#w)"/>`);
    for (let i = 0; i < 14; i++) {
      const y = horizon + 20 + rand() * (h - horizon - 40);
      const x = rand() * w;
      parts.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(40 + rand() * 120).toFixed(0)}" height="3" rx="1.5" fill="#fff" opacity=".35"/>`,
      );
    }
    if (kind === 'lake') parts.push(`<path d="${hills(rand, w, h * 0.98, h * 0.12)}" fill="${p.near}"/>`);
    else
      parts.push(
        `<path d="M0 ${horizon + 10} Q${w * 0.15} ${horizon - 60} ${w * 0.35} ${horizon - 10} L${w * 0.35} ${horizon + 10} Z" fill="${p.mid}"/>`,
      );
  } else {
    parts.push(`<path d="${hills(rand, w, horizon + h * 0.12, h * 0.18)}" fill="${p.mid}"/>`);
    parts.push(`<path d="${hills(rand, w, horizon + h * 0.3, h * 0.2)}" fill="${p.near}"/>`);
  }
  if (kind === 'tea')
    for (let i = 0; i < 9; i++) {
      const y = horizon + h * 0.1 + i * 34;
      parts.push(
        `<path d="M-20 ${y} Q${w * 0.3} ${y - 40 - rand() * 30} ${w * 0.6} ${y - 10} T${w + 20} ${y - 30}" stroke="#a6d38b" stroke-width="6" fill="none" opacity=".55"/>`,
      );
    }
  if (kind === 'monastery') {
    const cx = w * 0.62;
    const cy = horizon - h * 0.05;
    parts.push(
      `<path d="M${cx - 260} ${h} L${cx - 120} ${cy + 40} L${cx + 160} ${cy + 20} L${cx + 300} ${h} Z" fill="${p.near}"/>`,
    );
    parts.push(
      `<rect x="${cx - 90}" y="${cy - 60}" width="180" height="90" fill="#e8dcc8"/><rect x="${cx - 60}" y="${cy - 100}" width="70" height="50" fill="#d9c9ad"/>`,
    );
    for (let i = 0; i < 5; i++)
      parts.push(
        `<rect x="${cx - 75 + i * 33}" y="${cy - 40}" width="14" height="22" rx="7" fill="#6b5b47"/>`,
      );
  }
  if (kind === 'town' || kind === 'coast') {
    const base = kind === 'coast' ? horizon + 4 : horizon + h * 0.12;
    for (let i = 0; i < 18; i++) {
      const x = w * (0.4 + rand() * 0.55);
      const bw = 30 + rand() * 50;
      const bh = 30 + rand() * 60;
      parts.push(
        `<rect x="${x.toFixed(0)}" y="${(base - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${palette === 'night' ? '#2a3d55' : '#f2efe9'}" stroke="#00000022"/>`,
      );
      parts.push(
        `<path d="M${(x - 4).toFixed(0)} ${(base - bh).toFixed(0)} L${(x + bw / 2).toFixed(0)} ${(base - bh - 18).toFixed(0)} L${(x + bw + 4).toFixed(0)} ${(base - bh).toFixed(0)} Z" fill="#b5523b"/>`,
      );
      if (palette === 'night' || palette === 'dusk')
        parts.push(
          `<rect x="${(x + bw / 3).toFixed(0)}" y="${(base - bh / 2).toFixed(0)}" width="8" height="10" fill="#ffd27a"/>`,
        );
    }
  }
  if (kind === 'plateau') {
    for (let i = 0; i < 7; i++) {
      const x = w * (0.15 + rand() * 0.7);
      const y = horizon + h * (0.14 + rand() * 0.12);
      parts.push(
        `<rect x="${x.toFixed(0)}" y="${(y - 36).toFixed(0)}" width="54" height="36" fill="#8d6e4f"/><path d="M${(x - 8).toFixed(0)} ${(y - 36).toFixed(0)} L${(x + 27).toFixed(0)} ${(y - 62).toFixed(0)} L${(x + 62).toFixed(0)} ${(y - 36).toFixed(0)} Z" fill="#5d4037"/>`,
      );
    }
  }
  if (palette === 'mist')
    for (let i = 0; i < 4; i++)
      parts.push(
        `<ellipse cx="${(rand() * w).toFixed(0)}" cy="${(horizon - 20 + rand() * 80).toFixed(0)}" rx="${(300 + rand() * 300).toFixed(0)}" ry="40" fill="#fff" opacity=".45"/>`,
      );
  // Pines in the foreground.
  for (let i = 0; i < 10; i++) {
    const x = rand() * w;
    const y = h - rand() * h * 0.08;
    const s = 40 + rand() * 50;
    parts.push(
      `<path d="M${x.toFixed(0)} ${(y - s * 2).toFixed(0)} L${(x - s / 2).toFixed(0)} ${y.toFixed(0)} L${(x + s / 2).toFixed(0)} ${y.toFixed(0)} Z" fill="${p.near}" opacity=".95"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">${parts.join('')}</svg>\n`;
}

function room({ seed, palette }) {
  const rand = rng(seed);
  const p = PALETTES[palette];
  const w = 1200;
  const h = 900;
  const wall = ['#efe6da', '#e7eef2', '#f3ede4', '#e9efe6'][seed % 4];
  const bed = ['#2f4858', '#8c5e3c', '#3d6b5a', '#5c4b7d'][seed % 4];
  const window = scene({
    seed: seed + 100,
    palette,
    kind: ['lake', 'coast', 'tea', 'town'][seed % 4],
    w: 520,
    h: 380,
  })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\n$/, '')
    .replace(/id="(s|w|g)"/g, 'id="$1r"')
    .replace(/url\(#(s|w|g)\)/g, 'url(#$1r)');
  const lampX = 140 + rand() * 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${wall}"/><rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#b08d6e"/><g transform="translate(600 90)"><svg width="520" height="380" viewBox="0 0 520 380">${window}</svg><rect width="520" height="380" fill="none" stroke="#fff" stroke-width="16"/><rect x="254" width="12" height="380" fill="#fff"/></g><rect x="120" y="${h * 0.52}" width="760" height="170" rx="18" fill="${bed}"/><rect x="140" y="${h * 0.46}" width="720" height="90" rx="24" fill="#fbfaf7"/><rect x="170" y="${h * 0.41}" width="200" height="70" rx="20" fill="#ffffff"/><rect x="420" y="${h * 0.41}" width="200" height="70" rx="20" fill="#ffffff"/><rect x="100" y="${h * 0.3}" width="800" height="24" rx="8" fill="${p.near}"/><circle cx="${lampX}" cy="${h * 0.2}" r="36" fill="#ffd58a" opacity=".9"/><rect x="${lampX - 3}" y="${h * 0.2}" width="6" height="120" fill="#6d5a45"/></svg>\n`;
}

export const HOTEL_ART = [
  ['uzungol-lake-lodge', 'lake', 'mist'],
  ['uzungol-mosque-view-suites', 'lake', 'dawn'],
  ['uzungol-pine-chalets', 'lake', 'day'],
  ['trabzon-meydan-hotel', 'town', 'dusk'],
  ['boztepe-terrace-hotel', 'town', 'night'],
  ['trabzon-harbour-inn', 'coast', 'day'],
  ['akcaabat-shore-hotel', 'coast', 'dawn'],
  ['rize-tea-garden-hotel', 'tea', 'tea'],
  ['rize-castle-hill-suites', 'town', 'day'],
  ['ayder-hot-springs-lodge', 'plateau', 'mist'],
  ['ayder-firtina-valley-inn', 'plateau', 'day'],
  ['macka-sumela-forest-hotel', 'monastery', 'mist'],
  ['macka-zigana-mountain-lodge', 'mountain', 'dawn'],
  ['sarp-coast-boutique', 'coast', 'dusk'],
  ['pokut-plateau-cabins', 'plateau', 'dusk'],
  ['camburnu-bay-hotel', 'coast', 'mist'],
];

export const DESTINATION_ART = [
  ['trabzon', 'town', 'day'],
  ['uzungol', 'lake', 'mist'],
  ['rize', 'tea', 'tea'],
  ['ayder', 'plateau', 'day'],
  ['sumela-macka', 'monastery', 'mist'],
  ['black-sea-coast', 'coast', 'dusk'],
];

function write(rel, content) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

HOTEL_ART.forEach(([slug, kind, palette], i) => {
  write(`hotels/${slug}/cover.svg`, scene({ seed: 1000 + i * 17, palette, kind }));
  const alt = ['day', 'dawn', 'mist', 'dusk'];
  write(`hotels/${slug}/view-1.svg`, scene({ seed: 2000 + i * 31, palette: alt[i % 4], kind }));
  write(
    `hotels/${slug}/view-2.svg`,
    scene({ seed: 3000 + i * 7, palette: alt[(i + 2) % 4], kind: kind === 'coast' ? 'town' : 'mountain' }),
  );
});
DESTINATION_ART.forEach(([slug, kind, palette], i) => {
  write(`destinations/${slug}.svg`, scene({ seed: 500 + i * 13, palette, kind }));
});
for (let i = 0; i < 8; i++)
  write(`rooms/room-${i + 1}.svg`, room({ seed: i, palette: Object.keys(PALETTES)[i % 6] }));
console.info(`images written under ${root}`);
