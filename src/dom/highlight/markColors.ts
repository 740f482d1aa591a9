/** The colours of the marks: a palette, and label text readable on each colour. */
import { reExec } from '../../builtins/pristine';

// 12 colours, each readable with white or black text (chosen by luminance below).
export const PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#008080',
  '#f032e6',
  '#9a6324',
  '#800000',
  '#000075',
  '#808000',
  '#e6a700',
];

/** The red, green and blue of a `#rrggbb` colour (0..255), or null for any other notation. */
function rgbOf(hex: string): number[] | null {
  const m = reExec(/^#?([0-9a-f]{6})$/i, hex);
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance (0 black .. 1 white); 0 for a colour that is not `#rrggbb`. */
export function luminance(hex: string): number {
  const c = rgbOf(hex);
  if (!c) return 0;
  let l = 0;
  const w = [0.2126, 0.7152, 0.0722];
  for (let i = 0; i < 3; i++) {
    const v = c[i]! / 255;
    l += w[i]! * (v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
  }
  return l;
}

/** The mark's fill: its colour at opacity `a`; transparent for a colour that is not `#rrggbb`. */
export function hexToRgba(hex: string, a: number): string {
  const c = rgbOf(hex);
  if (!c) return 'transparent';
  return `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${a})`;
}
