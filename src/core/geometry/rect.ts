/** Axis-aligned rectangles as edges (x1 < x2, y1 < y2), in top-level viewport CSS px. */
export interface Edges {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export function intersect(a: Edges, b: Edges): Edges | null {
  const x1 = a.x1 > b.x1 ? a.x1 : b.x1;
  const y1 = a.y1 > b.y1 ? a.y1 : b.y1;
  const x2 = a.x2 < b.x2 ? a.x2 : b.x2;
  const y2 = a.y2 < b.y2 ? a.y2 : b.y2;
  return x2 > x1 && y2 > y1 ? { x1, y1, x2, y2 } : null;
}

export function area(r: Edges): number {
  return (r.x2 - r.x1) * (r.y2 - r.y1);
}

/** Whether two boxes touch, counting zero-size boxes as points (an empty span at the edge is "in"). */
export function touches(a: Edges, b: Edges): boolean {
  return a.x1 <= b.x2 && a.x2 >= b.x1 && a.y1 <= b.y2 && a.y2 >= b.y1;
}

// Kept here for the geometry code that imports it with the rect helpers.
