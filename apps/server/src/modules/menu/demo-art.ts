/*
 * Food illustrations for the demo venue (`npm start`), drawn here in SVG and rendered to WebP
 * at seed time (issue 15: a newcomer sees the menu with photos, as owners will use it). They
 * are this project's own drawings, under its licence: no third-party image is bundled.
 */

export type DishArt =
  | 'tikka'
  | 'fried'
  | 'papad'
  | 'makhani'
  | 'dal'
  | 'egg-curry'
  | 'chana'
  | 'naan'
  | 'roti'
  | 'biryani'
  | 'chai'
  | 'coffee'
  | 'lassi'
  | 'lime-soda'
  | 'mango-shake'
  | 'thali';

const SIZE = 480;
const C = SIZE / 2;

/** A small seeded generator, so every seed draws the same picture (Mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string) => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

/** `count` shapes scattered inside a circle of radius `r` around (cx, cy). */
function scatter(
  next: () => number,
  count: number,
  cx: number,
  cy: number,
  r: number,
  draw: (x: number, y: number, turn: number) => string,
) {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * r;
    out += draw(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, next() * 180);
  }
  return out;
}

/** A leaf, grain or chunk: an ellipse turned `t` degrees about its centre. */
const blob = (x: number, y: number, t: number, rx: number, ry: number, fill: string, opacity?: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${opacity}"`} transform="rotate(${t} ${x} ${y})"/>`;

/** A rounded piece (paneer, chilli, onion) of `width` × `height` centred on (x, y), turned `t` degrees. */
const piece = (x: number, y: number, t: number, width: number, height: number, rx: number, fill: string) =>
  `<rect x="${x - width / 2}" y="${y - height / 2}" width="${width}" height="${height}" rx="${rx}" fill="${fill}" transform="rotate(${t} ${x} ${y})"/>`;

const cloth = (color: string, stripe: string) =>
  `<rect width="${SIZE}" height="${SIZE}" fill="${color}"/>` +
  Array.from(
    { length: 6 },
    (_, i) => `<rect x="0" y="${i * 80 + 30}" width="${SIZE}" height="14" fill="${stripe}" opacity="0.35"/>`,
  ).join('');

const plate = (r = 200) =>
  `<circle cx="${C}" cy="${C + 8}" r="${r}" fill="#000" opacity="0.12"/>` +
  `<circle cx="${C}" cy="${C}" r="${r}" fill="#fbfaf7"/><circle cx="${C}" cy="${C}" r="${r * 0.78}" fill="#f1eee8"/>`;

/** A bowl seen from above holding a gravy, with a cream swirl and coriander. */
function bowl(next: () => number, gravy: string, shade: string, extras = '') {
  return (
    `<circle cx="${C}" cy="${C + 10}" r="190" fill="#000" opacity="0.14"/>` +
    `<circle cx="${C}" cy="${C}" r="190" fill="#c9c2b6"/><circle cx="${C}" cy="${C}" r="170" fill="#e9e4da"/>` +
    `<circle cx="${C}" cy="${C}" r="150" fill="${gravy}"/><circle cx="${C + 25}" cy="${C + 20}" r="120" fill="${shade}" opacity="0.35"/>` +
    extras +
    `<path d="M ${C - 60} ${C - 10} q 40 -50 80 -10 t 60 10" stroke="#fff8e8" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.9"/>` +
    scatter(next, 14, C, C, 120, (x, y, t) => blob(x, y, t, 9, 5, '#3f8f3a'))
  );
}

/** A tall glass seen from the side: a drink, optional foam, ice, a slice and a straw. */
function glass(liquid: string, options: { foam?: string; ice?: boolean; slice?: string; bubbles?: boolean }) {
  const top = 110;
  const bottom = 420;
  let out =
    `<ellipse cx="${C}" cy="${bottom + 12}" rx="110" ry="16" fill="#000" opacity="0.15"/>` +
    `<path d="M ${C - 100} ${top} L ${C - 80} ${bottom} L ${C + 80} ${bottom} L ${C + 100} ${top} Z" fill="#ffffff" opacity="0.55"/>` +
    `<path d="M ${C - 94} ${top + 40} L ${C - 80} ${bottom - 8} L ${C + 80} ${bottom - 8} L ${C + 94} ${top + 40} Z" fill="${liquid}"/>`;
  if (options.foam)
    out += `<path d="M ${C - 94} ${top + 40} L ${C + 94} ${top + 40} L ${C + 92} ${top + 70} L ${C - 92} ${top + 70} Z" fill="${options.foam}"/>`;
  if (options.ice)
    out += [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${C - 60 + i * 40}" y="${top + 80 + (i % 2) * 40}" width="40" height="40" rx="8" fill="#ffffff" opacity="0.45" transform="rotate(${i * 12 - 10} ${C} ${C})"/>`,
      )
      .join('');
  if (options.bubbles)
    out += Array.from(
      { length: 12 },
      (_, i) =>
        `<circle cx="${C - 60 + ((i * 37) % 120)}" cy="${bottom - 30 - ((i * 53) % 220)}" r="${4 + (i % 3)}" fill="#ffffff" opacity="0.6"/>`,
    ).join('');
  out += `<rect x="${C + 30}" y="${top - 60}" width="12" height="250" rx="6" fill="#e4572e" transform="rotate(12 ${C + 36} ${top})"/>`;
  if (options.slice)
    out +=
      `<circle cx="${C - 96}" cy="${top + 6}" r="38" fill="${options.slice}"/><circle cx="${C - 96}" cy="${top + 6}" r="30" fill="#f4f9d8"/>` +
      [0, 60, 120]
        .map(
          (a) =>
            `<line x1="${C - 126}" y1="${top + 6}" x2="${C - 66}" y2="${top + 6}" stroke="${options.slice}" stroke-width="3" transform="rotate(${a} ${C - 96} ${top + 6})"/>`,
        )
        .join('');
  out += `<path d="M ${C - 100} ${top} L ${C - 80} ${bottom} L ${C + 80} ${bottom} L ${C + 100} ${top}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9"/>`;
  return out;
}

function drawing(art: DishArt): string {
  const next = random(seedOf(art));
  switch (art) {
    case 'tikka':
      return (
        cloth('#f6d6b8', '#e8a66a') +
        plate() +
        `<rect x="60" y="${C - 4}" width="360" height="8" rx="4" fill="#8a5a2b" transform="rotate(-20 ${C} ${C})"/>` +
        [0, 1, 2, 3]
          .map((i) => {
            const x = 120 + i * 70;
            const y = C + 40 - i * 26;
            const fill = i % 2 ? '#f3e3c3' : '#e9a23b';
            return `<rect x="${x - 30}" y="${y - 30}" width="60" height="60" rx="12" fill="${fill}" transform="rotate(-20 ${x} ${y})"/><circle cx="${x - 8}" cy="${y - 6}" r="8" fill="#7a3b12" opacity="0.55"/><circle cx="${x + 12}" cy="${y + 10}" r="6" fill="#7a3b12" opacity="0.45"/>`;
          })
          .join('') +
        `<circle cx="${C + 90}" cy="${C + 95}" r="34" fill="#ffffff"/><circle cx="${C + 90}" cy="${C + 95}" r="26" fill="#6fae4c"/>` +
        scatter(next, 8, C - 80, C + 110, 40, (x, y, t) => blob(x, y, t, 22, 6, '#c9486b'))
      );
    case 'fried':
      return (
        cloth('#fde2c4', '#f0a35e') +
        plate() +
        scatter(
          next,
          22,
          C,
          C,
          120,
          (x, y, t) =>
            `${blob(x, y, t, 30, 22, '#c8431f')}<ellipse cx="${x - 6}" cy="${y - 6}" rx="12" ry="7" fill="#e9703c" transform="rotate(${t} ${x} ${y})"/>`,
        ) +
        scatter(next, 12, C, C, 140, (x, y, t) => blob(x, y, t, 16, 6, '#2f6b2a')) +
        scatter(next, 6, C, C, 130, (x, y, t) => piece(x, y, t, 28, 6, 3, '#a31515'))
      );
    case 'papad':
      return (
        cloth('#fff1c2', '#e8c15a') +
        plate(210) +
        `<circle cx="${C}" cy="${C}" r="175" fill="#f2d68b"/>` +
        scatter(next, 70, C, C, 165, (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#c9a04b"/>`) +
        scatter(next, 26, C, C, 110, (x, y, t) => piece(x, y, t, 16, 16, 3, '#d83a2e')) +
        scatter(next, 24, C, C, 110, (x, y, t) => piece(x, y, t, 14, 14, 3, '#f7f1f7')) +
        scatter(next, 18, C, C, 120, (x, y, t) => blob(x, y, t, 7, 4, '#3f8f3a'))
      );
    case 'makhani':
      return (
        cloth('#f9d9c4', '#d9774a') +
        bowl(
          next,
          '#d9622b',
          '#a8381a',
          scatter(next, 9, C, C, 95, (x, y, t) => piece(x, y, t, 36, 28, 10, '#f0a25a')),
        )
      );
    case 'dal':
      return cloth('#eadcc8', '#9c7a52') + bowl(next, '#4a2a1c', '#2a140c');
    case 'egg-curry':
      return (
        cloth('#fbe7b5', '#e0a63a') +
        bowl(
          next,
          '#c8741c',
          '#8a4a10',
          [
            [-50, -30],
            [50, 20],
            [-10, 60],
          ]
            .map(
              ([dx, dy]) =>
                `<ellipse cx="${C + dx!}" cy="${C + dy!}" rx="38" ry="30" fill="#fffdf5"/><circle cx="${C + dx!}" cy="${C + dy!}" r="16" fill="#f7b726"/>`,
            )
            .join(''),
        )
      );
    case 'chana':
      return (
        cloth('#f4e3c1', '#b9803f') +
        bowl(
          next,
          '#b5561e',
          '#7d3210',
          scatter(next, 30, C, C, 110, (x, y) => `<circle cx="${x}" cy="${y}" r="11" fill="#e2b36c"/>`),
        )
      );
    case 'naan':
      return (
        cloth('#e7eef2', '#8fa8b8') +
        plate(210) +
        `<path d="M ${C - 150} ${C} C ${C - 150} ${C - 130}, ${C + 170} ${C - 120}, ${C + 160} ${C + 10} C ${C + 150} ${C + 120}, ${C - 150} ${C + 140}, ${C - 150} ${C} Z" fill="#f5dfae"/>` +
        scatter(next, 26, C, C, 110, (x, y, t) => blob(x, y, t, 13, 8, '#a5622a', 0.7)) +
        scatter(next, 30, C, C, 110, (x, y) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#3f8f3a"/>`) +
        scatter(next, 14, C, C, 100, (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="#fffbea"/>`)
      );
    case 'roti':
      return (
        cloth('#eee4d6', '#a98c68') +
        plate() +
        `<circle cx="${C - 20}" cy="${C - 10}" r="140" fill="#d9b27a"/><circle cx="${C + 20}" cy="${C + 14}" r="140" fill="#e6c48f"/>` +
        scatter(next, 30, C + 20, C + 14, 120, (x, y, t) => blob(x, y, t, 10, 6, '#8b5623', 0.6))
      );
    case 'biryani':
      return (
        cloth('#f6e8cf', '#c08a3e') +
        plate(215) +
        `<ellipse cx="${C}" cy="${C}" rx="170" ry="160" fill="#f7efd9"/>` +
        scatter(next, 260, C, C, 160, (x, y, t) => {
          const colors = ['#fffaf0', '#f6d36b', '#f0a13c', '#fff3cf'];
          return blob(x, y, t, 8, 2.6, colors[Math.floor((t / 180) * colors.length)]!);
        }) +
        scatter(next, 6, C, C, 90, (x, y, t) => blob(x, y, t, 30, 22, '#b5501f')) +
        scatter(next, 16, C, C, 140, (x, y, t) => blob(x, y, t, 10, 5, '#3f8f3a')) +
        scatter(
          next,
          10,
          C,
          C,
          140,
          (x, y) => `<path d="M ${x - 10} ${y} q 10 -12 20 0" stroke="#8d4b1b" stroke-width="4" fill="none"/>`,
        )
      );
    case 'chai':
      return (
        cloth('#e9dccd', '#8c6b4a') +
        `<circle cx="${C}" cy="${C + 8}" r="175" fill="#000" opacity="0.12"/><circle cx="${C}" cy="${C}" r="175" fill="#f3ece2"/>` +
        `<rect x="${C + 105}" y="${C - 22}" width="90" height="44" rx="22" fill="#d9cbb8"/>` +
        `<circle cx="${C}" cy="${C}" r="125" fill="#d9cbb8"/><circle cx="${C}" cy="${C}" r="108" fill="#b9814d"/>` +
        `<circle cx="${C - 20}" cy="${C - 20}" r="60" fill="#d4a373" opacity="0.5"/>` +
        scatter(next, 3, C - 190, C + 150, 30, (x, y) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="10" fill="#6b8f3a"/>`)
      );
    case 'coffee':
      return (
        cloth('#dfe7ea', '#6f8b96') +
        `<ellipse cx="${C}" cy="${C + 150}" rx="170" ry="40" fill="#000" opacity="0.14"/>` +
        `<path d="M ${C - 170} ${C + 60} Q ${C} ${C + 200} ${C + 170} ${C + 60} Z" fill="#b8c0c6"/><ellipse cx="${C}" cy="${C + 60}" rx="170" ry="34" fill="#d5dbe0"/>` +
        `<path d="M ${C - 80} ${C - 150} L ${C - 64} ${C + 70} L ${C + 64} ${C + 70} L ${C + 80} ${C - 150} Z" fill="#c4ccd2"/>` +
        `<ellipse cx="${C}" cy="${C - 150}" rx="80" ry="20" fill="#e6d1b3"/><ellipse cx="${C}" cy="${C - 152}" rx="60" ry="12" fill="#f6ecdc"/>` +
        `<rect x="${C - 50}" y="${C - 130}" width="14" height="180" rx="7" fill="#ffffff" opacity="0.5"/>`
      );
    case 'lassi':
      return (
        cloth('#e3eef6', '#7ea6c4') +
        glass('#fbf6ea', { foam: '#ffffff' }) +
        scatter(next, 8, C, 140, 60, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#e86a8b"/>`)
      );
    case 'lime-soda':
      return cloth('#e6f3df', '#86b86a') + glass('#e8f6c6', { ice: true, slice: '#7fb33a', bubbles: true });
    case 'mango-shake':
      return cloth('#fff0d6', '#f2b443') + glass('#f7b12c', { foam: '#ffd77a' });
    case 'thali':
      return (
        cloth('#f3dfc9', '#b8743e') +
        `<circle cx="${C}" cy="${C + 8}" r="215" fill="#000" opacity="0.12"/><circle cx="${C}" cy="${C}" r="215" fill="#c9ced3"/><circle cx="${C}" cy="${C}" r="195" fill="#dfe3e6"/>` +
        [
          [-95, -95, '#d9622b'],
          [0, -125, '#4a2a1c'],
          [95, -95, '#f3e7c8'],
          [120, 10, '#b5561e'],
        ]
          .map(
            ([dx, dy, fill]) =>
              `<circle cx="${C + Number(dx)}" cy="${C + Number(dy)}" r="52" fill="#aab2b8"/><circle cx="${C + Number(dx)}" cy="${C + Number(dy)}" r="42" fill="${fill}"/>`,
          )
          .join('') +
        `<circle cx="${C - 60}" cy="${C + 80}" r="80" fill="#e6c48f"/>` +
        scatter(next, 14, C - 60, C + 80, 65, (x, y, t) => blob(x, y, t, 8, 5, '#8b5623', 0.6)) +
        `<ellipse cx="${C + 70}" cy="${C + 110}" rx="70" ry="50" fill="#f7efd9"/>` +
        scatter(next, 60, C + 70, C + 110, 55, (x, y, t) => blob(x, y, t, 7, 2.4, '#fff3cf'))
      );
  }
}

/** The dish as an SVG document, 480 × 480. */
export function dishSvg(art: DishArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${drawing(art)}</svg>`;
}
