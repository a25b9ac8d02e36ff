// Writes the demo mall's product pictures as small SVGs into apps/web/public/mall/.
// Run `node scripts/generate-mall-images.mjs` after changing the list; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const OUT = resolve(import.meta.dirname, '../apps/web/public/mall');

/** Simple line drawings, one per product, in a 200x200 box centred at 100,100. */
const SHAPES = {
  earbuds:
    '<circle cx="72" cy="92" r="26"/><rect x="64" y="112" width="16" height="44" rx="8"/><circle cx="128" cy="92" r="26"/><rect x="120" y="112" width="16" height="44" rx="8"/>',
  watch:
    '<rect x="78" y="30" width="44" height="140" rx="14" opacity=".55"/><rect x="62" y="62" width="76" height="76" rx="20"/><circle cx="100" cy="100" r="22" fill="#fff" opacity=".85"/>',
  hoodie:
    '<path d="M60 60 L85 45 Q100 70 115 45 L140 60 L165 110 L145 118 L140 100 L140 160 L60 160 L60 100 L55 118 L35 110 Z"/><rect x="80" y="118" width="40" height="22" rx="6" fill="#fff" opacity=".35"/>',
  tshirt:
    '<path d="M65 50 L88 42 Q100 58 112 42 L135 50 L165 80 L145 96 L135 86 L135 160 L65 160 L65 86 L55 96 L35 80 Z"/><circle cx="100" cy="100" r="14" fill="#fff" opacity=".5"/>',
  mug: '<rect x="55" y="60" width="75" height="95" rx="10"/><path d="M130 80 h12 a18 18 0 0 1 0 40 h-12" fill="none" stroke="currentColor" stroke-width="12"/>',
  lamp: '<path d="M70 40 L130 40 L150 90 L50 90 Z"/><rect x="95" y="90" width="10" height="60"/><rect x="65" y="150" width="70" height="12" rx="6"/>',
  backpack:
    '<rect x="55" y="55" width="90" height="110" rx="26"/><rect x="75" y="105" width="50" height="40" rx="8" fill="#fff" opacity=".35"/><path d="M80 55 v-12 a20 20 0 0 1 40 0 v12" fill="none" stroke="currentColor" stroke-width="10"/>',
  bottle:
    '<rect x="86" y="30" width="28" height="22" rx="5"/><path d="M78 60 Q78 52 88 52 H112 Q122 52 122 60 V160 Q122 170 112 170 H88 Q78 170 78 160 Z"/><rect x="78" y="95" width="44" height="30" fill="#fff" opacity=".4"/>',
};

/** Per product: its shape and the colours of its three pictures (background, drawing). */
const PRODUCTS = {
  earbuds: ['earbuds', ['#e8eefc', '#1f2a44'], ['#f4f4f5', '#52525b'], ['#fdf2e9', '#1f2a44']],
  watch: ['watch', ['#e9f7f1', '#134e4a'], ['#eef2ff', '#3730a3'], ['#f4f4f5', '#27272a']],
  hoodie: ['hoodie', ['#fff7ed', '#27272a'], ['#f1f5f9', '#64748b'], ['#fef2f2', '#27272a']],
  tshirt: ['tshirt', ['#f8fafc', '#94a3b8'], ['#eff6ff', '#1e3a8a'], ['#fefce8', '#1e3a8a']],
  mug: ['mug', ['#fefce8', '#ca8a04'], ['#f8fafc', '#94a3b8'], ['#fff7ed', '#ca8a04']],
  lamp: ['lamp', ['#f0fdf4', '#166534'], ['#fafaf9', '#44403c'], ['#ecfeff', '#166534']],
  backpack: ['backpack', ['#f7fee7', '#3f6212'], ['#f4f4f5', '#18181b'], ['#ecfdf5', '#3f6212']],
  bottle: ['bottle', ['#ecfeff', '#0e7490'], ['#eff6ff', '#1d4ed8'], ['#f0f9ff', '#0e7490']],
};

mkdirSync(OUT, { recursive: true });
for (const [name, [shape, ...pictures]] of Object.entries(PRODUCTS)) {
  pictures.forEach(([background, ink], index) => {
    const tilt = [0, -8, 8][index];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="600" height="600"><title>${name} ${index + 1}</title><rect width="200" height="200" fill="${background}"/><circle cx="100" cy="100" r="78" fill="#fff" opacity=".6"/><g fill="${ink}" color="${ink}" transform="rotate(${tilt} 100 100)">${SHAPES[shape]}</g></svg>\n`;
    writeFileSync(resolve(OUT, `${name}-${index + 1}.svg`), svg);
  });
}
console.log(`wrote ${Object.keys(PRODUCTS).length * 3} pictures to ${OUT}`);
