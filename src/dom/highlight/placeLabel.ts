/** Where a mark's label goes: a corner of its box free of the labels placed before, inside the viewport. */

export function placeLabel(
  box: { x: number; y: number; w: number; h: number },
  w: number,
  h: number,
  placed: { x: number; y: number; w: number; h: number }[],
  vw: number,
  vh: number,
): { x: number; y: number } {
  // Outside above-left first (does not cover the element's text), then the other corners.
  const candidates = [
    { x: box.x, y: box.y - h },
    { x: box.x + box.w - w, y: box.y - h },
    { x: box.x - w, y: box.y },
    { x: box.x, y: box.y },
    { x: box.x + box.w - w, y: box.y },
    { x: box.x, y: box.y + box.h },
    { x: box.x + box.w - w, y: box.y + box.h - h },
  ];
  let best = candidates[0]!;
  for (let i = 0; i < candidates.length; i++) {
    const c = clamp(candidates[i]!, w, h, vw, vh);
    let free = true;
    for (let j = 0; j < placed.length && free; j++) {
      const p = placed[j]!;
      if (c.x < p.x + p.w && c.x + w > p.x && c.y < p.y + p.h && c.y + h > p.y) free = false;
    }
    if (free) return c;
    if (i === 0) best = c;
  }
  return best;
}

function clamp(p: { x: number; y: number }, w: number, h: number, vw: number, vh: number): { x: number; y: number } {
  return {
    x: p.x < 0 ? 0 : p.x + w > vw ? (vw - w > 0 ? vw - w : 0) : p.x,
    y: p.y < 0 ? 0 : p.y + h > vh ? (vh - h > 0 ? vh - h : 0) : p.y,
  };
}
