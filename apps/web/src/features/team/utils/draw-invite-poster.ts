import { encode } from 'uqr';

/** The texts a poster carries, already in the user's language. */
export type PosterTexts = {
  brand: string;
  title: string;
  subtitle: string;
  invitedBy: string;
  scan: string;
  link: string;
};

/** The poster's size in pixels: 9:16, twice a phone's CSS width, so it stays sharp when shared. */
export const POSTER_WIDTH = 720;
export const POSTER_HEIGHT = 1280;

/** The app's stack, with the script fonts Persian, Khmer and Thai load (canvas uses them once loaded). */
const FONT =
  'Vazirmatn, "Noto Sans Khmer", "Noto Sans Thai", -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "PingFang SC", sans-serif';
const MONO = 'ui-monospace, "SF Mono", Menlo, Consolas, monospace';
const ACCENT = '#f0b90b';
const TEXT = '#eaecef';
const SECONDARY = '#9aa3b5';

/**
 * Splits text into lines no wider than `maxWidth` as `measure` reports widths: at spaces where
 * the text has them, and anywhere inside a word too long for a line (a link, an address).
 * At most `maxLines`; the last one ends with "…" when text was left out.
 */
export function wrapLines(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (next: string) => {
    lines.push(next);
  };
  for (const word of text.split(/(\s+)/).filter((part) => part !== '')) {
    const candidate = line + word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') push(line.trimEnd());
    line = word.trimStart();
    while (measure(line) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut--;
      push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line.trim() !== '') push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ''}…`;
  while (measure(last) > maxWidth && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function drawBackground(ctx: CanvasRenderingContext2D) {
  const base = ctx.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  base.addColorStop(0, '#1f2638');
  base.addColorStop(0.7, '#141926');
  base.addColorStop(1, '#0b0e17');
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  const glow = ctx.createRadialGradient(POSTER_WIDTH, 0, 0, POSTER_WIDTH, 0, POSTER_WIDTH * 0.9);
  glow.addColorStop(0, 'rgba(240, 185, 11, 0.35)');
  glow.addColorStop(1, 'rgba(240, 185, 11, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
}

/** Centred lines from `top`, each `lineHeight` apart; returns where the next block may start. */
function drawLines(ctx: CanvasRenderingContext2D, lines: readonly string[], top: number, lineHeight: number) {
  lines.forEach((line, index) => {
    ctx.fillText(line, POSTER_WIDTH / 2, top + index * lineHeight);
  });
  return top + lines.length * lineHeight;
}

/** The QR code's modules (its 4-module quiet zone included) as dark squares on a white card. */
function drawQr(ctx: CanvasRenderingContext2D, modules: readonly (readonly boolean[])[], top: number) {
  const card = 440;
  const x = (POSTER_WIDTH - card) / 2;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, x, top, card, card, 28);
  ctx.fill();
  const size = modules.length;
  const cell = Math.floor((card - 16) / size);
  const offset = (card - cell * size) / 2;
  ctx.fillStyle = '#0b0e17';
  modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) ctx.fillRect(x + offset + c * cell, top + offset + r * cell, cell, cell);
    });
  });
  return top + card;
}

/**
 * Draws the invite poster (SPEC 2 "invite friends: poster, QR code"): the brand, a title, the
 * user's short address, the QR code of the invite link and the link itself.
 */
export function drawInvitePoster(ctx: CanvasRenderingContext2D, texts: PosterTexts): void {
  const width = POSTER_WIDTH - 120;
  drawBackground(ctx);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';

  // The brand: a round mark and the name, centred together.
  ctx.font = `800 40px ${FONT}`;
  const brandWidth = 32 + 14 + ctx.measureText(texts.brand).width;
  const brandLeft = (POSTER_WIDTH - brandWidth) / 2;
  ctx.fillStyle = ACCENT;
  ctx.beginPath();
  ctx.arc(brandLeft + 16, 112, 16, 0, Math.PI * 2);
  ctx.fill();
  ctx.textAlign = 'left';
  ctx.fillText(texts.brand, brandLeft + 46, 126);
  ctx.textAlign = 'center';

  ctx.fillStyle = TEXT;
  ctx.font = `800 64px ${FONT}`;
  let y = drawLines(
    ctx,
    wrapLines(texts.title, width, (s) => ctx.measureText(s).width, 2),
    250,
    76,
  );
  ctx.fillStyle = SECONDARY;
  ctx.font = `500 28px ${FONT}`;
  y = drawLines(
    ctx,
    wrapLines(texts.subtitle, width, (s) => ctx.measureText(s).width, 2),
    y + 8,
    40,
  );

  y = drawQr(ctx, encode(texts.link, { ecc: 'M', border: 4 }).data, Math.max(y + 36, 420));

  ctx.fillStyle = TEXT;
  ctx.font = `700 32px ${FONT}`;
  y = drawLines(ctx, [texts.invitedBy], y + 72, 44);
  ctx.fillStyle = SECONDARY;
  ctx.font = `500 24px ${FONT}`;
  y = drawLines(ctx, [texts.scan], y, 36);

  ctx.font = `500 20px ${MONO}`;
  const linkLines = wrapLines(texts.link, width - 48, (s) => ctx.measureText(s).width, 3);
  const boxTop = y + 16;
  const boxHeight = linkLines.length * 30 + 36;
  ctx.fillStyle = 'rgba(11, 14, 23, 0.6)';
  roundedRect(ctx, 60, boxTop, width, boxHeight, 20);
  ctx.fill();
  ctx.fillStyle = ACCENT;
  drawLines(ctx, linkLines, boxTop + 40, 30);
}

/** The poster as a PNG file; rejects where the browser has no 2D canvas. */
export function renderInvitePoster(texts: PosterTexts): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No 2D canvas'));
  ctx.direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  drawInvitePoster(ctx, texts);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas gave no PNG'))), 'image/png');
  });
}
