// Draws the app icons of the web app manifest into public/icons/: the brand mark of
// src/components/icons.tsx (BrandMark: a dark "W" on BNB yellow), rasterised here with no
// dependency and no network, and written as PNG with node:zlib. Deterministic: running it again
// writes the same bytes. Run after changing the mark: `npm run icons -w @woohoo/web`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT_DIR = resolve(import.meta.dirname, '../public/icons');

/** BrandMark, in its 64-unit viewBox: the rounded square and the "W" stroke. */
const VIEWBOX = 64;
const CORNER_RADIUS = 16;
const W_POINTS = [
  [14, 20],
  [21, 44],
  [27, 28],
  [32, 44],
  [37, 28],
  [43, 44],
  [50, 20],
];
const STROKE_WIDTH = 5.5;
const ACCENT = [0xf0, 0xb9, 0x0b]; // --app-accent
const INK = [0x0b, 0x0e, 0x17]; // --app-bg

/**
 * `rounded`: the square keeps BrandMark's rounded corners (transparent outside) or fills the
 * whole canvas (maskable and Apple icons: the platform cuts its own shape). `markScale`: the
 * "W" shrinks towards the centre; a maskable icon keeps it inside the central safe circle (80% of
 * the size).
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, markScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, markScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, markScale: 0.78 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, markScale: 0.9 },
];

/** Samples per pixel along each axis (antialiasing). */
const SUPERSAMPLING = 4;

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Round caps and joins: a point is on the stroke when it is close enough to any segment. */
function onStroke(x, y, scale) {
  const centre = VIEWBOX / 2;
  const ux = centre + (x - centre) / scale;
  const uy = centre + (y - centre) / scale;
  for (let i = 1; i < W_POINTS.length; i += 1) {
    if (distanceToSegment(ux, uy, W_POINTS[i - 1], W_POINTS[i]) <= STROKE_WIDTH / 2) return true;
  }
  return false;
}

function inRoundedSquare(x, y) {
  const r = CORNER_RADIUS;
  const cx = Math.min(Math.max(x, r), VIEWBOX - r);
  const cy = Math.min(Math.max(y, r), VIEWBOX - r);
  return x >= 0 && y >= 0 && x <= VIEWBOX && y <= VIEWBOX && Math.hypot(x - cx, y - cy) <= r;
}

/** RGBA pixels, not premultiplied, row by row. */
function drawIcon({ size, rounded, markScale }) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      let ink = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          const x = ((px + (sx + 0.5) / SUPERSAMPLING) / size) * VIEWBOX;
          const y = ((py + (sy + 0.5) / SUPERSAMPLING) / size) * VIEWBOX;
          if (rounded && !inRoundedSquare(x, y)) continue;
          covered += 1;
          if (onStroke(x, y, markScale)) ink += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered === 0) continue;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round(
          (ACCENT[channel] * (covered - ink) + INK[channel] * ink) / covered,
        );
      }
      pixels[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGBA PNG, every row with filter 0 (none). */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, filter 0, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  const png = encodePng(icon.size, drawIcon(icon));
  writeFileSync(join(OUT_DIR, icon.file), png);
  console.log(`public/icons/${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
}
