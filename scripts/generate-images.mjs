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
  // Added after the first six: room() picks its palette by index among those.
  autumn: {
    sky: ['#f2c79b', '#fbeedd'],
    far: '#a99bb0',
    mid: '#b9803a',
    near: '#7d4a26',
    water: ['#4a7f9c', '#2b5670'],
    sun: '#ffe2a8',
    pine: '#2f5240',
  },
  snow: {
    sky: ['#c9d8e6', '#f3f7fb'],
    far: '#dfe8f1',
    mid: '#eef3f8',
    near: '#f8fafc',
    water: ['#7fa3bb', '#51778f'],
    sun: '#ffffff',
    pine: '#23463b',
    roof: '#f5f8fb',
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

/**
 * A landscape. `features` adds blog details (none by default, so older pictures stay the same):
 * mosque, boats, cloudsea, road, autumn, plane, dancers, pickers, trail, rain, snowfall, runway.
 */
function scene({ seed, palette, kind, w = 1600, h = 1000, features = [], pines = 10 }) {
  const has = (f) => features.includes(f);
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
  if (has('plane')) parts.push(plane(w * 0.64, h * 0.2, h));
  parts.push(`<path d="${ridge(rand, w, horizon - h * 0.12, h * 0.22, 9)}" fill="${p.far}"/>`);
  if (kind !== 'coast')
    parts.push(`<path d="${ridge(rand, w, horizon - h * 0.02, h * 0.16, 7)}" fill="${p.mid}" opacity=".9"/>`);
  if (has('cloudsea')) parts.push(cloudSea(rand, w, horizon + h * 0.04));
  if (kind === 'lake' || kind === 'coast') {
    parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#w)"/>`);
    for (let i = 0; i < 14; i++) {
      const y = horizon + 20 + rand() * (h - horizon - 40);
      const x = rand() * w;
      parts.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(40 + rand() * 120).toFixed(0)}" height="3" rx="1.5" fill="#fff" opacity=".35"/>`,
      );
    }
    if (has('mosque')) parts.push(mosque(w * 0.3, horizon + 4));
    if (has('boats')) parts.push(boats(rand, w, horizon, h));
    if (kind === 'lake') parts.push(`<path d="${hills(rand, w, h * 0.98, h * 0.12)}" fill="${p.near}"/>`);
    else
      parts.push(
        `<path d="M0 ${horizon + 10} Q${w * 0.15} ${horizon - 60} ${w * 0.35} ${horizon - 10} L${w * 0.35} ${horizon + 10} Z" fill="${p.mid}"/>`,
      );
  } else {
    parts.push(`<path d="${hills(rand, w, horizon + h * 0.12, h * 0.18)}" fill="${p.mid}"/>`);
    parts.push(`<path d="${hills(rand, w, horizon + h * 0.3, h * 0.2)}" fill="${p.near}"/>`);
  }
  if (has('autumn')) parts.push(autumnTrees(rand, w, h, horizon));
  if (kind === 'tea')
    for (let i = 0; i < 9; i++) {
      const y = horizon + h * 0.1 + i * 34;
      parts.push(
        `<path d="M-20 ${y} Q${w * 0.3} ${y - 40 - rand() * 30} ${w * 0.6} ${y - 10} T${w + 20} ${y - 30}" stroke="#a6d38b" stroke-width="6" fill="none" opacity=".55"/>`,
      );
    }
  if (has('cliff')) parts.push(cliff(w * 0.62, horizon - h * 0.05, h));
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
        `<rect x="${x.toFixed(0)}" y="${(y - 36).toFixed(0)}" width="54" height="36" fill="#8d6e4f"/><path d="M${(x - 8).toFixed(0)} ${(y - 36).toFixed(0)} L${(x + 27).toFixed(0)} ${(y - 62).toFixed(0)} L${(x + 62).toFixed(0)} ${(y - 36).toFixed(0)} Z" fill="${p.roof ?? '#5d4037'}"/>`,
      );
    }
  }
  if (palette === 'mist')
    for (let i = 0; i < 4; i++)
      parts.push(
        `<ellipse cx="${(rand() * w).toFixed(0)}" cy="${(horizon - 20 + rand() * 80).toFixed(0)}" rx="${(300 + rand() * 300).toFixed(0)}" ry="40" fill="#fff" opacity=".45"/>`,
      );
  if (has('runway')) parts.push(runway(w, h, horizon, p));
  if (has('road')) parts.push(road(w, h, horizon, p));
  if (has('waterfall')) parts.push(waterfall(w * 0.1, horizon - h * 0.12, h * 0.42));
  if (has('trail')) parts.push(trail(w, h, horizon));
  if (has('dancers')) parts.push(dancers(w * 0.2, h * 0.86));
  if (has('pickers')) parts.push(pickers(rand, w, h, horizon));
  // Pines in the foreground.
  for (let i = 0; i < pines; i++) {
    const x = rand() * w;
    const y = h - rand() * h * 0.08;
    const s = 40 + rand() * 50;
    parts.push(
      `<path d="M${x.toFixed(0)} ${(y - s * 2).toFixed(0)} L${(x - s / 2).toFixed(0)} ${y.toFixed(0)} L${(x + s / 2).toFixed(0)} ${y.toFixed(0)} Z" fill="${p.pine ?? p.near}" opacity=".95"/>`,
    );
    if (palette === 'snow')
      parts.push(
        `<path d="M${x.toFixed(0)} ${(y - s * 2).toFixed(0)} L${(x - s / 6).toFixed(0)} ${(y - s * 1.35).toFixed(0)} L${(x + s / 6).toFixed(0)} ${(y - s * 1.35).toFixed(0)} Z" fill="#fff"/>`,
      );
  }
  if (has('rain')) parts.push(rain(rand, w, h));
  if (has('snowfall')) parts.push(snowfall(rand, w, h));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">${parts.join('')}</svg>\n`;
}

const f0 = (n) => n.toFixed(0);

function plane(x, y, h) {
  const s = h / 900;
  return `<g transform="translate(${f0(x)} ${f0(y)}) rotate(-8) scale(${s.toFixed(2)})" fill="#f7f9fb"><path d="M-460 22 L-150 10" stroke="#fff" stroke-width="5" opacity=".6"/><path d="M-120 0 C-60 -12 80 -12 120 -4 C132 0 132 6 120 10 C80 16 -60 16 -120 8 Z"/><path d="M-10 2 L-70 70 L-40 70 L40 4 Z M-10 0 L-60 -60 L-36 -60 L36 -2 Z M-104 2 L-132 -40 L-116 -40 L-84 2 Z"/></g>`;
}

function cloudSea(rand, w, y) {
  const e = [];
  for (let i = 0; i < 11; i++)
    e.push(
      `<ellipse cx="${f0((w / 10) * i + rand() * 60)}" cy="${f0(y + rand() * 40)}" rx="${f0(180 + rand() * 160)}" ry="${f0(40 + rand() * 30)}"/>`,
    );
  return `<g fill="#fff" opacity=".88">${e.join('')}<rect x="0" y="${f0(y + 20)}" width="${w}" height="120"/></g>`;
}

/** A lakeside mosque with its minaret, and its reflection in the water. */
function mosque(x, base) {
  const body = `<rect x="${f0(x - 70)}" y="${f0(base - 64)}" width="140" height="64" fill="#f5f1ea"/><rect x="${f0(x - 54)}" y="${f0(base - 44)}" width="14" height="22" rx="7" fill="#6d7f8c"/><rect x="${f0(x - 24)}" y="${f0(base - 44)}" width="14" height="22" rx="7" fill="#6d7f8c"/><rect x="${f0(x + 6)}" y="${f0(base - 44)}" width="14" height="22" rx="7" fill="#6d7f8c"/><rect x="${f0(x + 36)}" y="${f0(base - 44)}" width="14" height="22" rx="7" fill="#6d7f8c"/><path d="M${f0(x - 44)} ${f0(base - 64)} A44 44 0 0 1 ${f0(x + 44)} ${f0(base - 64)} Z" fill="#9fb4c0"/><rect x="${f0(x - 2)}" y="${f0(base - 126)}" width="4" height="20" fill="#9fb4c0"/><rect x="${f0(x + 90)}" y="${f0(base - 190)}" width="16" height="190" fill="#f5f1ea"/><rect x="${f0(x + 86)}" y="${f0(base - 140)}" width="24" height="8" fill="#dcd3c4"/><path d="M${f0(x + 88)} ${f0(base - 190)} L${f0(x + 98)} ${f0(base - 240)} L${f0(x + 108)} ${f0(base - 190)} Z" fill="#9fb4c0"/>`;
  const chalets = [-260, -190, 190, 260]
    .map(
      (dx) =>
        `<rect x="${f0(x + dx)}" y="${f0(base - 40)}" width="48" height="40" fill="#a47551"/><path d="M${f0(x + dx - 6)} ${f0(base - 40)} L${f0(x + dx + 24)} ${f0(base - 62)} L${f0(x + dx + 54)} ${f0(base - 40)} Z" fill="#b5523b"/>`,
    )
    .join('');
  return `<g>${chalets}${body}</g><g transform="translate(0 ${f0(base * 2)}) scale(1 -1)" opacity=".22">${body}</g>`;
}

function boats(rand, w, horizon, h) {
  const colours = ['#e76f51', '#f4a261', '#2a9d8f', '#e9c46a'];
  return colours
    .map((c, i) => {
      const x = w * (0.45 + i * 0.1 + rand() * 0.04);
      const y = horizon + (h - horizon) * (0.25 + rand() * 0.3);
      return `<path d="M${f0(x - 34)} ${f0(y)} Q${f0(x)} ${f0(y + 22)} ${f0(x + 34)} ${f0(y)} Z" fill="#fafafa"/><path d="M${f0(x - 20)} ${f0(y - 2)} L${f0(x - 20)} ${f0(y - 26)} L${f0(x + 20)} ${f0(y - 26)} L${f0(x + 20)} ${f0(y - 2)}" fill="none" stroke="${c}" stroke-width="5"/><rect x="${f0(x - 24)}" y="${f0(y - 32)}" width="48" height="8" rx="3" fill="${c}"/>`;
    })
    .join('');
}

function autumnTrees(rand, w, h, horizon) {
  const colours = ['#d9822b', '#c0392b', '#e1b12c', '#a0522d', '#8e9b3a', '#e67e22'];
  const t = [];
  for (let i = 0; i < 70; i++) {
    const band = i % 3;
    const y = horizon + (h - horizon) * (0.12 + band * 0.24 + rand() * 0.1);
    const r = 10 + band * 5 + rand() * 8;
    t.push(
      `<ellipse cx="${f0(rand() * w)}" cy="${f0(y)}" rx="${f0(r)}" ry="${f0(r * 1.25)}" fill="${colours[i % colours.length]}"/>`,
    );
  }
  return `<g opacity=".85">${t.join('')}</g>`;
}

/** A coast road cut into the slope, with a tunnel mouth and a few cars. */
function road(w, h, horizon, p) {
  const a = [w * 0.42, h];
  const b = [w, horizon + h * 0.02];
  const at = (t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const cars = [0.2, 0.46, 0.7]
    .map((t, i) => {
      const [x, y] = at(t);
      return `<rect x="${f0(x - 16)}" y="${f0(y - 14)}" width="32" height="16" rx="5" fill="${['#c0392b', '#f5f5f5', '#2c3e50'][i]}" transform="rotate(-24 ${f0(x)} ${f0(y)})"/>`;
    })
    .join('');
  return `<path d="M${f0(w * 0.36)} ${h} L${f0(w * 0.6)} ${f0(horizon + h * 0.04)} L${f0(w * 0.78)} ${f0(horizon - h * 0.16)} L${w} ${f0(horizon - h * 0.24)} L${w} ${h} Z" fill="${p.near}"/><path d="M${f0(a[0])} ${f0(a[1])} L${f0(b[0])} ${f0(b[1])}" stroke="#d8d2c6" stroke-width="44"/><path d="M${f0(a[0])} ${f0(a[1])} L${f0(b[0])} ${f0(b[1])}" stroke="#5f666d" stroke-width="32"/><path d="M${f0(a[0])} ${f0(a[1])} L${f0(b[0])} ${f0(b[1])}" stroke="#fff" stroke-width="3" stroke-dasharray="26 22"/>${cars}<path d="M${f0(w - 70)} ${f0(horizon + h * 0.04)} A34 34 0 0 1 ${f0(w - 2)} ${f0(horizon + h * 0.04)} Z" fill="#2b2f33"/>`;
}

/** An airport on the shore: the coastal plain, the runway along the sea, the terminal and its tower. */
function runway(w, h, horizon, p) {
  const shore = horizon + (h - horizon) * 0.38;
  const strip = shore + (h - shore) * 0.22;
  const terminal = `<rect x="${f0(w * 0.12)}" y="${f0(strip - 70)}" width="${f0(w * 0.22)}" height="52" rx="6" fill="#e9eef2"/><rect x="${f0(w * 0.13)}" y="${f0(strip - 60)}" width="${f0(w * 0.2)}" height="22" fill="#8fb3c9"/><rect x="${f0(w * 0.37)}" y="${f0(strip - 150)}" width="16" height="132" fill="#dfe6eb"/><rect x="${f0(w * 0.37 - 14)}" y="${f0(strip - 172)}" width="44" height="26" rx="4" fill="#5d7f94"/>`;
  return `<rect y="${f0(shore)}" width="${w}" height="${f0(h - shore)}" fill="${p.mid}"/><rect y="${f0(shore)}" width="${w}" height="6" fill="#e8dcc0"/><rect y="${f0(strip)}" width="${w}" height="46" fill="#5f666d"/><path d="M0 ${f0(strip + 23)} L${w} ${f0(strip + 23)}" stroke="#fff" stroke-width="4" stroke-dasharray="40 30"/>${terminal}`;
}

/** A bare rock face behind a cliff monastery. */
function cliff(cx, cy, h) {
  return `<path d="M${f0(cx - 230)} ${h} L${f0(cx - 170)} ${f0(cy - 150)} L${f0(cx - 60)} ${f0(cy - 250)} L${f0(cx + 90)} ${f0(cy - 230)} L${f0(cx + 170)} ${f0(cy - 120)} L${f0(cx + 250)} ${h} Z" fill="#8c857a"/><path d="M${f0(cx - 120)} ${f0(cy - 180)} l20 120 M${f0(cx + 40)} ${f0(cy - 210)} l-14 110 M${f0(cx + 120)} ${f0(cy - 120)} l16 90" stroke="#6f685e" stroke-width="6" opacity=".7"/>`;
}

/** A thin waterfall down a dark rock (Gelin Tülü, the bride's veil). */
function waterfall(x, top, height) {
  return `<path d="M${f0(x - 70)} ${f0(top + height)} L${f0(x - 40)} ${f0(top)} L${f0(x + 50)} ${f0(top - 20)} L${f0(x + 80)} ${f0(top + height)} Z" fill="#4e5b55"/><path d="M${f0(x)} ${f0(top - 6)} C${f0(x - 6)} ${f0(top + height * 0.4)} ${f0(x + 10)} ${f0(top + height * 0.7)} ${f0(x + 2)} ${f0(top + height)}" stroke="#f4fbff" stroke-width="14" fill="none" opacity=".9"/><path d="M${f0(x + 14)} ${f0(top)} C${f0(x + 10)} ${f0(top + height * 0.5)} ${f0(x + 22)} ${f0(top + height * 0.8)} ${f0(x + 18)} ${f0(top + height)}" stroke="#dff2fb" stroke-width="6" fill="none" opacity=".8"/><ellipse cx="${f0(x + 8)}" cy="${f0(top + height)}" rx="70" ry="16" fill="#fff" opacity=".6"/>`;
}

/** The zigzag path up to a cliff monastery. */
function trail(w, h, horizon) {
  const x = w * 0.5;
  return `<path d="M${f0(x - 200)} ${h} L${f0(x + 40)} ${f0(h - 110)} L${f0(x - 80)} ${f0(h - 190)} L${f0(x + 90)} ${f0(h - 260)} L${f0(x + 10)} ${f0(horizon + 40)}" fill="none" stroke="#e3d5b8" stroke-width="10" stroke-linejoin="round" opacity=".9"/>`;
}

function figure(x, y, colour, scale = 1) {
  return `<g transform="translate(${f0(x)} ${f0(y)}) scale(${scale})"><circle cy="-62" r="11" fill="#6b4f3a"/><path d="M-13 -50 L13 -50 L17 -14 L-17 -14 Z" fill="${colour}"/><path d="M-9 -14 L-13 0 M9 -14 L13 0" stroke="#2b2b2b" stroke-width="6"/></g>`;
}

/** A line of horon dancers holding hands at the shoulder, and a kemençe player. */
function dancers(x0, y) {
  const people = [];
  for (let i = 0; i < 9; i++)
    people.push(figure(x0 + i * 70, y + (i % 2) * 6, i % 2 ? '#263238' : '#7b1f24'));
  const player = `<g transform="translate(${f0(x0 + 760)} ${f0(y)})">${figure(0, 0, '#263238')}<path d="M18 -58 q14 10 6 34 q-10 10 -16 -4 z" fill="#8d5a2b"/><path d="M10 -72 L40 -40" stroke="#3e2723" stroke-width="3"/></g>`;
  return `<path d="M${f0(x0 - 12)} ${f0(y - 46)} L${f0(x0 + 572)} ${f0(y - 46)}" stroke="#6b4f3a" stroke-width="5"/>${people.join('')}${player}`;
}

function pickers(rand, w, h, horizon) {
  const out = [];
  for (let i = 0; i < 5; i++) {
    const x = w * (0.15 + i * 0.17 + rand() * 0.05);
    const y = horizon + h * (0.22 + rand() * 0.18);
    out.push(
      `${figure(x, y, ['#c0392b', '#2e86de', '#8e44ad', '#d35400', '#16a085'][i], 0.9)}<rect x="${f0(x - 24)}" y="${f0(y - 52)}" width="14" height="26" rx="4" fill="#b08d57"/>`,
    );
  }
  return out.join('');
}

function rain(rand, w, h) {
  let d = '';
  for (let i = 0; i < 90; i++) d += `M${f0(rand() * w)} ${f0(rand() * h * 0.9)}l-10 34`;
  return `<path d="${d}" stroke="#fff" stroke-width="2" opacity=".45"/>`;
}

function snowfall(rand, w, h) {
  const c = [];
  for (let i = 0; i < 70; i++)
    c.push(`<circle cx="${f0(rand() * w)}" cy="${f0(rand() * h)}" r="${(1.5 + rand() * 3).toFixed(1)}"/>`);
  return `<g fill="#fff" opacity=".85">${c.join('')}</g>`;
}

/** A Black Sea breakfast seen from above: hamsi on a plate, kuymak in its pan, tea, cornbread. */
function table({ seed }) {
  const rand = rng(seed);
  const w = 1600;
  const h = 900;
  const planks = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect y="${i * 150}" width="${w}" height="146" fill="${['#8a5a3b', '#93623f', '#7f5236'][i % 3]}"/>`,
    )
    .join('');
  const fish = [];
  for (let i = 0; i < 14; i++) {
    const a = (360 / 14) * i;
    fish.push(
      `<g transform="rotate(${f0(a)})"><path d="M30 -9 Q110 -20 175 0 Q110 20 30 9 Z" fill="#c9a24c"/><path d="M175 0 L205 -16 L200 0 L205 16 Z" fill="#a9823a"/><circle cx="48" cy="-2" r="4" fill="#3b2a1a"/></g>`,
    );
  }
  const greens = [];
  for (let i = 0; i < 10; i++)
    greens.push(
      `<ellipse cx="${f0(1010 + rand() * 110)}" cy="${f0(620 + rand() * 80)}" rx="34" ry="12" fill="#4e8a3e" transform="rotate(${f0(rand() * 180)} 1060 660)"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${planks}<rect x="60" y="40" width="${w - 120}" height="${h - 80}" rx="30" fill="#f4ede1" opacity=".12"/><circle cx="560" cy="450" r="300" fill="#000" opacity=".12"/><circle cx="550" cy="440" r="300" fill="#fbfaf7"/><circle cx="550" cy="440" r="250" fill="none" stroke="#1f5f8b" stroke-width="6" opacity=".5"/><g transform="translate(550 440)">${fish.join('')}<circle r="42" fill="#f1e05a"/><circle r="30" fill="#f7ee9c"/></g><circle cx="1130" cy="300" r="170" fill="#4a4a4a"/><rect x="1290" y="285" width="210" height="30" rx="14" fill="#3a3a3a"/><circle cx="1130" cy="300" r="142" fill="#f1c24b"/><path d="M1040 290 q60 -50 120 0 t90 10" stroke="#fff3c4" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M1060 350 q50 30 110 -10" stroke="#fff3c4" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="1330" cy="640" r="92" fill="#fbfaf7"/><circle cx="1330" cy="640" r="56" fill="#f2ece0" stroke="#d9d2c3" stroke-width="4"/><circle cx="1330" cy="640" r="44" fill="#9c2f14"/><circle cx="1316" cy="626" r="10" fill="#fff" opacity=".35"/><rect x="180" y="700" width="260" height="120" rx="12" fill="#e0b553"/><rect x="190" y="708" width="240" height="20" rx="8" fill="#c8962f"/>${greens.join('')}</svg>\n`;
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

/** A tulip glass of tea on its saucer, from above. */
function teaGlass(x, y) {
  return `<g transform="translate(${x} ${y})"><circle r="90" fill="#000" opacity=".12" transform="translate(5 6)"/><circle r="90" fill="#fbfaf7"/><circle r="88" fill="none" stroke="#b03a2e" stroke-width="8"/><circle r="46" fill="#9b2d1a"/><circle r="38" fill="#c0461f"/><circle cx="-12" cy="-12" r="9" fill="#fff" opacity=".4"/><rect x="60" y="-6" width="70" height="10" rx="5" fill="#d7d2c8"/></g>`;
}

/** A dish seen from above on a plate, by kind: what a restaurant is known for. */
function dish(kind, rand) {
  const plate = (r = 230) =>
    `<circle r="${r + 8}" fill="#000" opacity=".14" transform="translate(8 10)"/><circle r="${r}" fill="#fbfaf7"/><circle r="${r - 44}" fill="none" stroke="#d9d2c3" stroke-width="4"/>`;
  if (kind === 'kofte') {
    const kofte = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      kofte.push(
        `<rect x="${f0(Math.cos(a) * 110 - 46)}" y="${f0(Math.sin(a) * 110 - 20)}" width="92" height="40" rx="20" fill="#7a3f22" transform="rotate(${f0((a * 180) / Math.PI + 90)} ${f0(Math.cos(a) * 110)} ${f0(Math.sin(a) * 110)})"/>`,
      );
    }
    return `${plate()}${kofte.join('')}<path d="M-60 -20 q40 -40 90 -10 q-30 30 -90 10z" fill="#3f8a3c"/><path d="M-30 30 q50 -30 100 0 q-40 30 -100 0z" fill="#c0392b"/><circle cx="0" cy="0" r="26" fill="#f4e3c3"/>`;
  }
  if (kind === 'trout') {
    return `${plate(250)}<g transform="rotate(-18)"><path d="M-190 0 Q-60 -70 120 -20 L190 -60 L175 0 L190 60 L120 20 Q-60 70 -190 0 Z" fill="#b88a5a"/><path d="M-150 0 Q-40 -40 110 -10" stroke="#8a5f36" stroke-width="6" fill="none" opacity=".6"/><circle cx="-150" cy="-8" r="8" fill="#2b1d12"/>${[0, 1, 2, 3].map((i) => `<path d="M${-80 + i * 50} -40 l14 80" stroke="#6d4a2a" stroke-width="5" opacity=".7"/>`).join('')}</g><circle cx="150" cy="150" r="46" fill="#f5d547"/><circle cx="150" cy="150" r="34" fill="#fbe98a"/><path d="M-170 150 q60 -30 120 0" stroke="#4e8a3e" stroke-width="16" stroke-linecap="round" fill="none"/>`;
  }
  if (kind === 'pizza') {
    const toppings = [];
    for (let i = 0; i < 14; i++) {
      const a = rand() * Math.PI * 2;
      const r = 40 + rand() * 150;
      toppings.push(
        `<circle cx="${f0(Math.cos(a) * r)}" cy="${f0(Math.sin(a) * r)}" r="${f0(16 + rand() * 8)}" fill="${i % 3 ? '#b8321f' : '#fbf6e4'}"/>`,
      );
    }
    return `<circle r="250" fill="#000" opacity=".14" transform="translate(8 10)"/><circle r="250" fill="#c98a3c"/><circle r="222" fill="#d9472b"/><circle r="222" fill="#f3d27a" opacity=".55"/>${toppings.join('')}${[0, 1, 2, 3].map((i) => `<path d="M0 0 L${f0(Math.cos((i * Math.PI) / 4) * 250)} ${f0(Math.sin((i * Math.PI) / 4) * 250)}" stroke="#a56a2a" stroke-width="4" opacity=".5"/>`).join('')}<path d="M-60 -120 q20 -30 50 -6 q-20 26 -50 6z M70 40 q20 -30 50 -6 q-20 26 -50 6z" fill="#3f8a3c"/>`;
  }
  if (kind === 'noodles') {
    let d = '';
    for (let i = 0; i < 16; i++)
      d += `M${f0(-150 + rand() * 60)} ${f0(-120 + i * 16)} q80 ${f0(-30 + rand() * 60)} 150 0 t140 0 `;
    return `<circle r="250" fill="#000" opacity=".16" transform="translate(8 10)"/><circle r="250" fill="#1f2d3a"/><circle r="210" fill="#c0392b" opacity=".25"/><circle r="200" fill="#e9c98f"/><path d="${d}" stroke="#f3dfa8" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="-70" cy="-60" r="38" fill="#fff7e6"/><circle cx="-70" cy="-60" r="18" fill="#f4b400"/><path d="M40 60 q40 -20 80 0 q-40 20 -80 0z" fill="#3f8a3c"/><rect x="120" y="-300" width="14" height="460" rx="7" fill="#8d5a2b" transform="rotate(24)"/><rect x="150" y="-300" width="14" height="460" rx="7" fill="#8d5a2b" transform="rotate(28)"/>`;
  }
  if (kind === 'meze') {
    const bowls = [
      [-150, -110, '#f2e6c9'],
      [20, -150, '#c0392b'],
      [170, -70, '#e9d8a6'],
      [-170, 80, '#4e8a3e'],
      [0, 40, '#f5f0e6'],
      [160, 120, '#d98b3a'],
    ];
    return bowls
      .map(
        ([x, y, c]) =>
          `<g transform="translate(${x} ${y})"><circle r="82" fill="#000" opacity=".12" transform="translate(5 6)"/><circle r="82" fill="#2c6e8f"/><circle r="66" fill="${c}"/><circle cx="-14" cy="-10" r="10" fill="#fff" opacity=".35"/></g>`,
      )
      .join('');
  }
  if (kind === 'tea') {
    return `${teaGlass(-130, -70)}${teaGlass(130, -40)}${teaGlass(0, 150)}<rect x="-260" y="170" width="60" height="44" rx="6" fill="#fff"/><rect x="-250" y="120" width="60" height="44" rx="6" fill="#fff"/>`;
  }
  if (kind === 'seafood') {
    const fish = [];
    for (let i = 0; i < 14; i++)
      fish.push(
        `<g transform="rotate(${f0((360 / 14) * i)})"><path d="M30 -9 Q110 -20 175 0 Q110 20 30 9 Z" fill="#c9a24c"/><path d="M175 0 L205 -16 L200 0 L205 16 Z" fill="#a9823a"/><circle cx="48" cy="-2" r="4" fill="#3b2a1a"/></g>`,
      );
    return `${plate(250)}${fish.join('')}<circle r="42" fill="#f1e05a"/><circle r="30" fill="#f7ee9c"/>`;
  }
  // pide: a boat of bread with its filling
  return `<g transform="rotate(-12)"><ellipse rx="300" ry="110" fill="#000" opacity=".14" transform="translate(8 10)"/><path d="M-320 0 Q-160 -130 0 -120 Q160 -130 320 0 Q160 130 0 120 Q-160 130 -320 0 Z" fill="#c98a3c"/><path d="M-250 0 Q-120 -80 0 -76 Q120 -80 250 0 Q120 80 0 76 Q-120 80 -250 0 Z" fill="#f1c24b"/><circle cx="-60" cy="0" r="30" fill="#fff3c4"/><circle cx="60" cy="6" r="30" fill="#fff3c4"/><circle cx="-60" cy="0" r="14" fill="#f4b400"/></g>`;
}

/**
 * A table for two by the window or on the terrace, the landscape of the place behind and the
 * house's dish on the table.
 */
function dining({ seed, palette, kind, dish: dishKind }) {
  const rand = rng(seed);
  const w = 1600;
  const h = 1000;
  const view = scene({ seed: seed + 50, palette, kind, w, h: 640, pines: 4 })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\n$/, '');
  const cloth = ['#f4ede1', '#e9f0f2', '#f3e7e4', '#eef2e6'][seed % 4];
  const rail = palette === 'night' ? '#3b3226' : '#6d5a45';
  const lights = [];
  for (let i = 0; i < 12; i++)
    lights.push(
      `<circle cx="${f0(60 + i * 135)}" cy="${f0(36 + Math.sin(i / 1.7) * 18)}" r="9" fill="#ffd98a" opacity=".95"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"><svg width="${w}" height="640" viewBox="0 0 ${w} 640" preserveAspectRatio="xMidYMid slice">${view}</svg><path d="M0 30 Q400 80 800 40 T1600 40" stroke="#3b3226" stroke-width="3" fill="none"/>${lights.join('')}<rect y="560" width="${w}" height="24" fill="${rail}"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${i * 200}" y="520" width="16" height="120" fill="${rail}"/>`).join('')}<rect y="600" width="${w}" height="${h - 600}" fill="#7f5236"/><path d="M160 ${h} L300 640 L1300 640 L1440 ${h} Z" fill="${cloth}"/><path d="M160 ${h} L300 640 L1300 640 L1440 ${h} Z" fill="none" stroke="#00000018" stroke-width="4"/><g transform="translate(800 820) scale(${(0.5 + rand() * 0.08).toFixed(2)} 0.36)">${dish(dishKind, rand)}</g><g transform="translate(420 760) scale(.5 .36)"><circle r="120" fill="#fbfaf7"/><circle r="80" fill="none" stroke="#d9d2c3" stroke-width="6"/></g><g transform="translate(1180 760) scale(.5 .36)"><circle r="120" fill="#fbfaf7"/><circle r="80" fill="none" stroke="#d9d2c3" stroke-width="6"/></g><rect x="560" y="700" width="12" height="90" rx="6" fill="#c9ccd1"/><rect x="1030" y="700" width="12" height="90" rx="6" fill="#c9ccd1"/><rect x="980" y="650" width="26" height="60" rx="8" fill="#fff" opacity=".85"/><circle cx="993" cy="646" r="8" fill="#ffcf6b"/></svg>\n`;
}

/** The house's dish from above on a wooden table: a restaurant's second picture. */
function dishPicture({ seed, dish: dishKind }) {
  const rand = rng(seed);
  const w = 1600;
  const h = 1000;
  const planks = [0, 1, 2, 3, 4, 5, 6]
    .map(
      (i) =>
        `<rect y="${i * 150}" width="${w}" height="146" fill="${['#8a5a3b', '#93623f', '#7f5236'][(i + seed) % 3]}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"><rect width="${w}" height="${h}" fill="#5e3d27"/>${planks}<rect x="980" y="120" width="420" height="760" rx="24" fill="#f4ede1" opacity=".9"/><g transform="translate(640 500) scale(1.35)">${dish(dishKind, rand)}</g>${teaGlass(1190, 330)}<rect x="1080" y="600" width="16" height="220" rx="8" fill="#c9ccd1"/><rect x="1280" y="600" width="16" height="220" rx="8" fill="#c9ccd1"/></svg>\n`;
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

/** One picture per blog post (named by its slug), plus the pictures set inside posts. 16:9. */
export const BLOG_ART = [
  ['sumela-monastery-visitor-guide', { kind: 'monastery', palette: 'mist', features: ['cliff'] }],
  [
    'sumela-monastery-from-the-trail',
    { kind: 'monastery', palette: 'day', features: ['cliff', 'trail'], pines: 14 },
  ],
  ['uzungol-lake-when-to-go', { kind: 'lake', palette: 'dawn', features: ['mosque'], pines: 8 }],
  ['ayder-hot-springs-and-kackar-trails', { kind: 'plateau', palette: 'mist', features: ['waterfall'] }],
  ['rize-tea-terraces-and-harvest', { kind: 'tea', palette: 'tea' }],
  ['rize-tea-pickers-on-the-slopes', { kind: 'tea', palette: 'day', features: ['pickers'], pines: 4 }],
  ['trabzon-food-hamsi-kuymak-and-pide', { kind: 'table' }],
  ['black-sea-coast-road-trabzon-to-hopa', { kind: 'coast', palette: 'dusk', features: ['road'], pines: 5 }],
  ['trabzon-city-walk-boztepe-to-hagia-sophia', { kind: 'town', palette: 'dusk' }],
  [
    'best-time-to-visit-the-black-sea',
    { kind: 'mountain', palette: 'autumn', features: ['autumn'], pines: 8 },
  ],
  [
    'zigana-hidirnebi-pokut-yaylalari',
    { kind: 'plateau', palette: 'dusk', features: ['cloudsea'], pines: 6 },
  ],
  ['black-sea-weather-and-packing', { kind: 'mountain', palette: 'mist', features: ['rain'] }],
  ['karadeniz-music-kemence-and-horon', { kind: 'plateau', palette: 'day', features: ['dancers'], pines: 3 }],
  ['trabzon-family-itinerary-3-days', { kind: 'lake', palette: 'day', features: ['boats'], pines: 8 }],
  [
    'black-sea-winter-snow-and-hamsi',
    { kind: 'plateau', palette: 'snow', features: ['snowfall'], pines: 12 },
  ],
  ['getting-to-trabzon-airport-bus-car', { kind: 'coast', palette: 'day', features: ['plane'], pines: 4 }],
];

/** Each restaurant (named by its slug): the landscape behind its tables, and its dish. */
export const RESTAURANT_ART = [
  ['meydan-kofte-ve-pide', { kind: 'town', palette: 'day', dish: 'pide' }],
  ['boztepe-seyir-terasi', { kind: 'town', palette: 'dusk', dish: 'tea' }],
  ['akcaabat-kofte-evi', { kind: 'coast', palette: 'day', dish: 'kofte' }],
  ['uzungol-gol-kenari-alabalik', { kind: 'lake', palette: 'mist', dish: 'trout' }],
  ['ayder-yayla-sofrasi', { kind: 'plateau', palette: 'mist', dish: 'meze' }],
  ['rize-cay-bahcesi', { kind: 'tea', palette: 'tea', dish: 'tea' }],
  ['yomra-sahil-balik', { kind: 'coast', palette: 'dusk', dish: 'seafood' }],
  ['surmene-iskele-balik', { kind: 'coast', palette: 'dawn', dish: 'seafood' }],
  ['trattoria-kalekapi', { kind: 'town', palette: 'night', dish: 'pizza' }],
  ['sakura-karadeniz', { kind: 'coast', palette: 'night', dish: 'noodles' }],
  ['ege-meze-evi', { kind: 'coast', palette: 'day', dish: 'meze' }],
  ['sumela-yol-ustu-alabalik', { kind: 'monastery', palette: 'mist', dish: 'trout' }],
  ['beirut-sofrasi', { kind: 'town', palette: 'dusk', dish: 'meze' }],
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
BLOG_ART.forEach(([slug, opts], i) => {
  const seed = 7000 + i * 23;
  write(
    `blog/${slug}.svg`,
    opts.kind === 'table' ? table({ seed }) : scene({ seed, w: 1600, h: 900, ...opts }),
  );
});
RESTAURANT_ART.forEach(([slug, { kind, palette, dish: dishKind }], i) => {
  write(`restaurants/${slug}/cover.svg`, dining({ seed: 9000 + i * 29, palette, kind, dish: dishKind }));
  write(`restaurants/${slug}/dish.svg`, dishPicture({ seed: 9500 + i * 13, dish: dishKind }));
});
for (let i = 0; i < 8; i++)
  write(`rooms/room-${i + 1}.svg`, room({ seed: i, palette: Object.keys(PALETTES)[i % 6] }));
// The offline travel provider's hotels: one picture each, its landscape by the hotel's setting
// (read from the provider's own data, so a new hotel gets its picture on the next run).
const { OFFLINE_HOTELS } = await import(
  '../apps/server/src/integrations/travel-provider/offline/offline-hotels.ts'
);
const TRAVEL_HOTEL_ART = {
  city: { kind: 'town', palettes: ['day', 'dusk', 'night', 'dawn'] },
  sea: { kind: 'coast', palettes: ['day', 'dawn', 'dusk', 'mist'], features: ['boats'] },
  lake: { kind: 'lake', palettes: ['mist', 'dawn', 'day'] },
  plateau: { kind: 'plateau', palettes: ['mist', 'day', 'dusk'], features: ['cloudsea'] },
  tea: { kind: 'tea', palettes: ['tea', 'day', 'mist'] },
  forest: { kind: 'mountain', palettes: ['mist', 'autumn', 'day'], pines: 16 },
  river: { kind: 'mountain', palettes: ['day', 'mist', 'dawn'], features: ['waterfall'] },
};
OFFLINE_HOTELS.forEach((hotel, i) => {
  const art = TRAVEL_HOTEL_ART[hotel.setting];
  write(
    `travel-hotels/${hotel.hotelId.toLowerCase()}.svg`,
    scene({
      seed: 12000 + i * 37,
      palette: art.palettes[i % art.palettes.length],
      kind: art.kind,
      w: 1200,
      h: 800,
      features: art.features ?? [],
      pines: art.pines ?? 8,
    }),
  );
});

// The flights page's slides, wide: a plane over the Black Sea coast at dawn, Trabzon's airport by
// the sea, the mountains above the clouds.
const FLIGHT_HEROES = [
  { seed: 15001, palette: 'dawn', kind: 'coast', features: ['plane', 'boats'], pines: 0 },
  { seed: 15002, palette: 'day', kind: 'coast', features: ['runway', 'plane'], pines: 0 },
  { seed: 15003, palette: 'dusk', kind: 'mountain', features: ['cloudsea', 'plane'], pines: 0 },
];
FLIGHT_HEROES.forEach((opts, i) => {
  write(`flights/hero-${i + 1}.svg`, scene({ w: 1600, h: 600, ...opts }));
});
console.info(`images written under ${root}`);
