import { randomInt } from 'node:crypto';
import { KYC_RULES } from '@woohoo/shared/kyc/kyc-rules';
import { PNG } from 'pngjs';
import svgCaptcha from 'svg-captcha';

/**
 * The KYC1 security checks' pictures (SPEC 2 "graphic verification", SPEC 5 "the slider puzzle
 * must be completed"). Both answers stay on the server: the captcha's text is drawn as glyph
 * outlines (no <text> to read), and the slider's gap is pixels in a PNG, its x never sent.
 */
export function imageCaptcha(): { text: string; svg: string } {
  const { text, data } = svgCaptcha.create({
    size: 5,
    noise: 3,
    ignoreChars: '0oO1lIi',
    color: true,
    background: '#eef2fb',
    width: 150,
    height: 50,
  });
  return { text, svg: data };
}

type Rgb = [number, number, number];

/** Inside the puzzle piece's outline: a rounded square with a bump on its top and right edges. */
function inPiece(px: number, py: number, size: number): boolean {
  const inset = 5;
  const r = 7;
  const bump = (cx: number, cy: number) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
  const inSquare = px >= inset && px < size - inset && py >= inset && py < size - inset;
  return inSquare || bump(size - inset, size / 2) || bump(size / 2, inset);
}

function pngDataUrl(png: PNG): string {
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/**
 * A slider puzzle: a random picture with a piece-shaped gap at a random place, and the piece.
 * The user slides the piece to the gap; the server compares the x it receives with `x`.
 */
export function sliderPuzzle(): { x: number; y: number; image: string; piece: string } {
  const { width, height, piece: size } = KYC_RULES.slider;
  const x = randomInt(size + 30, width - size - 5);
  const y = randomInt(5, height - size - 5);
  const hue = (): Rgb => [randomInt(40, 200), randomInt(60, 210), randomInt(90, 240)];
  const [a, b, c] = [hue(), hue(), hue()];
  const fx = randomInt(20, 60) / 1000;
  const fy = randomInt(20, 60) / 1000;
  const circles = Array.from({ length: 14 }, () => ({
    cx: randomInt(0, width),
    cy: randomInt(0, height),
    r: randomInt(8, 34),
    color: hue(),
  }));
  const image = new PNG({ width, height });
  const colorAt = (px: number, py: number): Rgb => {
    const t = (Math.sin(px * fx) + Math.cos(py * fy) + 2) / 4;
    let rgb: Rgb = [0, 1, 2].map((k) => a[k]! * t + b[k]! * (1 - t) * 0.8 + c[k]! * 0.2) as Rgb;
    for (const s of circles) {
      if ((px - s.cx) ** 2 + (py - s.cy) ** 2 <= s.r * s.r)
        rgb = rgb.map((v, k) => v * 0.4 + s.color[k]! * 0.6) as Rgb;
    }
    return rgb.map((v) => Math.min(255, Math.round(v))) as Rgb;
  };
  const pieceImage = new PNG({ width: size, height: size });
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const rgb = colorAt(px, py);
      const i = (py * width + px) * 4;
      const inGap = px >= x && px < x + size && py >= y && py < y + size && inPiece(px - x, py - y, size);
      // The gap: the picture darkened under the piece's outline.
      const shade = inGap ? 0.45 : 1;
      image.data[i] = rgb[0] * shade;
      image.data[i + 1] = rgb[1] * shade;
      image.data[i + 2] = rgb[2] * shade;
      image.data[i + 3] = 255;
      if (inGap) {
        const j = ((py - y) * size + (px - x)) * 4;
        const edge =
          !inPiece(px - x - 1, py - y, size) ||
          !inPiece(px - x + 1, py - y, size) ||
          !inPiece(px - x, py - y - 1, size) ||
          !inPiece(px - x, py - y + 1, size);
        pieceImage.data[j] = edge ? 255 : rgb[0];
        pieceImage.data[j + 1] = edge ? 255 : rgb[1];
        pieceImage.data[j + 2] = edge ? 255 : rgb[2];
        pieceImage.data[j + 3] = 255;
      }
    }
  }
  return { x, y, image: pngDataUrl(image), piece: pngDataUrl(pieceImage) };
}
