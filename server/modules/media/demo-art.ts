/**
 * Drawn butterflies for the demo data: a fresh `npm start` shows photos in every gallery without
 * shipping anyone's pictures. Each is an SVG rendered by sharp, like a photo of the species'
 * upper side, in its main colours.
 */
import sharp from 'sharp';

export interface WingPattern {
  /** forewing and hindwing ground colours */
  fore: string;
  hind: string;
  /** the dark edge and veins */
  edge: string;
  /** spots on the wings: colour and radius, placed on each forewing and hindwing */
  spots?: { color: string; r: number; ring?: string }[];
  /** the background: a meadow green or an evening blue */
  scene?: 'meadow' | 'dusk';
}

const WIDTH = 1200;
const HEIGHT = 900;

function wingSpots(pattern: WingPattern): string {
  return (pattern.spots ?? [])
    .map(({ color, r, ring }, index) => {
      const [x, y] = index % 2 === 0 ? [-170, -120] : [-110, 120];
      const shape = (cx: number) => `${ring ? `<circle cx="${cx}" cy="${y}" r="${r + 10}" fill="${ring}"/>` : ''}<circle cx="${cx}" cy="${y}" r="${r}" fill="${color}"/>`;
      return shape(x) + shape(-x);
    })
    .join('');
}

function butterflySvg(pattern: WingPattern, seed: number): string {
  const [sky, grass] = pattern.scene === 'dusk' ? ['#1d2b53', '#2e3b2f'] : ['#cfe8f5', '#6aa84f'];
  const tilt = (seed % 7) * 3 - 9;
  const flowers = Array.from({ length: 9 }, (_, i) => {
    const x = ((seed * 97 + i * 137) % WIDTH) + 20;
    const y = HEIGHT - 60 - ((seed * 31 + i * 53) % 140);
    return `<circle cx="${x}" cy="${y}" r="14" fill="${i % 3 ? '#f6d743' : '#c27ba0'}"/><circle cx="${x}" cy="${y}" r="5" fill="#8a5a00"/>`;
  }).join('');
  const wing = (d: string, fill: string) => `<path d="${d}" fill="${fill}" stroke="${pattern.edge}" stroke-width="14" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="0.62" stop-color="${sky}"/><stop offset="0.62" stop-color="${grass}"/><stop offset="1" stop-color="${grass}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${flowers}
  <g transform="translate(${WIDTH / 2} ${HEIGHT / 2 - 40}) rotate(${tilt})">
    ${wing('M-12 -10 C-120 -260 -330 -260 -330 -120 C-330 -20 -150 10 -12 10 Z', pattern.fore)}
    ${wing('M12 -10 C120 -260 330 -260 330 -120 C330 -20 150 10 12 10 Z', pattern.fore)}
    ${wing('M-12 10 C-160 20 -270 120 -220 220 C-170 300 -60 220 -12 40 Z', pattern.hind)}
    ${wing('M12 10 C160 20 270 120 220 220 C170 300 60 220 12 40 Z', pattern.hind)}
    ${wingSpots(pattern)}
    <ellipse cx="0" cy="20" rx="16" ry="130" fill="#2b2118"/>
    <path d="M-6 -105 C-30 -190 -60 -220 -80 -230 M6 -105 C30 -190 60 -220 80 -230" stroke="#2b2118" stroke-width="6" fill="none"/>
  </g>
</svg>`;
}

/** Rendered once per process: every test server seeds the same demo photos. */
const rendered = new Map<string, Promise<Buffer>>();

/** A demo photo of a butterfly as a JPEG, the way a camera would give it. */
export function renderButterfly(pattern: WingPattern, seed: number): Promise<Buffer> {
  const svg = butterflySvg(pattern, seed);
  let jpeg = rendered.get(svg);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
    rendered.set(svg, jpeg);
  }
  return jpeg;
}
