// The benchmark's chart as a hand-written SVG string (no dependency): time against element count,
// log-log, for pagemark's snapshot and the two floors. Synthetic pages are lines with filled markers,
// real pages (corpus and demo) hollow points.

const SERIES = [
  { key: 'snapshotMs', label: 'pagemark snapshot', color: '#d62728' },
  { key: 'floorRectMs', label: 'floor-rect', color: '#1f77b4' },
  { key: 'floorWalkMs', label: 'floor-walk', color: '#2ca02c' },
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (v) => (Math.round(v * 10) / 10).toString();
const countLabel = (v) => (v >= 1e6 ? `${v / 1e6}M` : v >= 1000 ? `${v / 1000}k` : String(v));
const msLabel = (v) => (v >= 1000 ? `${v / 1000} s` : v >= 1 ? String(v) : String(Number(v.toPrecision(1))));

/** `rows`: the benchmark rows; `meta`: { date, cpuModel, cores, runs, browser }. */
export function chartSvg(rows, meta) {
  const W = 920;
  const H = 580;
  const m = { left: 78, right: 210, top: 66, bottom: 62 };
  const pw = W - m.left - m.right;
  const ph = H - m.top - m.bottom;
  // Below the timer's reach: drawn on the floor of the axis.
  const FLOOR_MS = 0.01;
  const pts = rows.filter((r) => r.domElements > 0);
  const xs = pts.map((r) => r.domElements);
  const ys = pts
    .flatMap((r) => [...SERIES.map((s) => r[s.key]), r.kind === 'synthetic' ? r.firstSnapshotMs : 1])
    .map((v) => Math.max(v, FLOOR_MS));
  const x0 = Math.floor(Math.log10(Math.min(...xs, 100)));
  const x1 = Math.ceil(Math.log10(Math.max(...xs, 1000)) - 0.01);
  const y0 = Math.floor(Math.log10(Math.min(...ys, 1)));
  const y1 = Math.ceil(Math.log10(Math.max(...ys, 10)));
  const X = (v) => m.left + ((Math.log10(v) - x0) / (x1 - x0)) * pw;
  const Y = (v) => m.top + ph - ((Math.log10(Math.max(v, FLOOR_MS)) - y0) / (y1 - y0)) * ph;
  const o = [];
  o.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, Arial, sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold">${esc(`pagemark snapshot vs floors, ${meta.date}, ${meta.cpuModel}, ${meta.cores} cores`)}</text>`,
    `<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">${esc(`${meta.browser}, 1280x800, median of ${meta.runs} runs; log-log axes`)}</text>`,
  );
  // Grid and ticks.
  for (let d = x0; d <= x1; d++) {
    for (const k of [1, 2, 5]) {
      const v = k * 10 ** d;
      if (Math.log10(v) > x1) continue;
      const x = num(X(v));
      o.push(`<line x1="${x}" y1="${m.top}" x2="${x}" y2="${m.top + ph}" stroke="${k === 1 ? '#ccc' : '#eee'}"/>`);
      if (k === 1) o.push(`<text x="${x}" y="${m.top + ph + 18}" text-anchor="middle">${countLabel(v)}</text>`);
    }
  }
  for (let d = y0; d <= y1; d++) {
    for (const k of [1, 2, 5]) {
      const v = k * 10 ** d;
      if (Math.log10(v) > y1) continue;
      const y = num(Y(v));
      o.push(`<line x1="${m.left}" y1="${y}" x2="${m.left + pw}" y2="${y}" stroke="${k === 1 ? '#ccc' : '#eee'}"/>`);
      if (k === 1) o.push(`<text x="${m.left - 8}" y="${y}" dy="4" text-anchor="end">${msLabel(v)}</text>`);
    }
  }
  o.push(
    `<rect x="${m.left}" y="${m.top}" width="${pw}" height="${ph}" fill="none" stroke="#333"/>`,
    `<text x="${m.left + pw / 2}" y="${H - 18}" text-anchor="middle">elements on the page (all frames and shadow roots)</text>`,
    `<text transform="translate(20 ${m.top + ph / 2}) rotate(-90)" text-anchor="middle">time (ms)</text>`,
  );
  // Real pages first (underneath), then the synthetic lines.
  const real = pts.filter((r) => r.kind !== 'synthetic');
  const syn = pts.filter((r) => r.kind === 'synthetic').sort((a, b) => a.domElements - b.domElements);
  for (const s of SERIES)
    for (const r of real)
      o.push(
        `<circle cx="${num(X(r.domElements))}" cy="${num(Y(r[s.key]))}" r="3.2" fill="none" stroke="${s.color}" stroke-opacity="0.75"><title>${esc(`${r.page}: ${s.label} ${r[s.key].toFixed(2)} ms, ${r.domElements} elements`)}</title></circle>`,
      );
  const rect = SERIES[1];
  if (syn.length > 1)
    o.push(
      `<polyline fill="none" stroke="${rect.color}" stroke-width="1.2" stroke-dasharray="5 4" stroke-opacity="0.6" points="${syn.map((r) => `${num(X(r.domElements))},${num(Y(2 * r.floorRectMs))}`).join(' ')}"/>`,
    );
  // The first snapshot on a page (cold caches), synthetic pages only.
  if (syn.length > 1)
    o.push(
      `<polyline fill="none" stroke="${SERIES[0].color}" stroke-width="1.5" stroke-dasharray="2 3" points="${syn.map((r) => `${num(X(r.domElements))},${num(Y(r.firstSnapshotMs))}`).join(' ')}"/>`,
    );
  for (const r of syn)
    o.push(
      `<rect x="${num(X(r.domElements) - 3.5)}" y="${num(Y(r.firstSnapshotMs) - 3.5)}" width="7" height="7" fill="#fff" stroke="${SERIES[0].color}" stroke-width="1.5"><title>${esc(`${r.page}: first snapshot ${r.firstSnapshotMs.toFixed(1)} ms`)}</title></rect>`,
    );
  for (const s of SERIES) {
    if (syn.length > 1)
      o.push(
        `<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${syn.map((r) => `${num(X(r.domElements))},${num(Y(r[s.key]))}`).join(' ')}"/>`,
      );
    for (const r of syn)
      o.push(
        `<circle cx="${num(X(r.domElements))}" cy="${num(Y(r[s.key]))}" r="4.5" fill="${s.color}"><title>${esc(`${r.page}: ${s.label} ${r[s.key].toFixed(2)} ms, ${r.domElements} elements`)}</title></circle>`,
      );
  }
  // Synthetic page names along the bottom of the plot, under their column of points.
  // Neighbours closer than a label's width alternate between two heights (50k and 100k are close).
  syn.forEach((r, i) => {
    const close = i > 0 && X(r.domElements) - X(syn[i - 1].domElements) < 90;
    const up = close && i % 2 === 1 ? 14 : 0;
    o.push(
      `<line x1="${num(X(r.domElements))}" y1="${m.top + ph - 22 - up}" x2="${num(X(r.domElements))}" y2="${m.top + ph}" stroke="#999" stroke-dasharray="2 2"/>`,
      `<text x="${num(X(r.domElements))}" y="${m.top + ph - 26 - up}" text-anchor="${X(r.domElements) > m.left + pw - 30 ? 'end' : 'middle'}" font-size="11" fill="#555">${esc(r.page)}</text>`,
    );
  });
  // Legend.
  const lx = m.left + pw + 18;
  let ly = m.top + 8;
  for (const s of SERIES) {
    o.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="${s.color}" stroke-width="2"/>`,
      `<circle cx="${lx + 12}" cy="${ly}" r="4.5" fill="${s.color}"/>`,
      `<text x="${lx + 32}" y="${ly}" dy="4">${esc(s.label)}</text>`,
    );
    ly += 22;
  }
  o.push(
    `<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="${SERIES[0].color}" stroke-width="1.5" stroke-dasharray="2 3"/>`,
    `<rect x="${lx + 8.5}" y="${ly - 3.5}" width="7" height="7" fill="#fff" stroke="${SERIES[0].color}" stroke-width="1.5"/>`,
    `<text x="${lx + 32}" y="${ly}" dy="4">first snapshot (cold)</text>`,
  );
  ly += 22;
  o.push(
    `<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="${rect.color}" stroke-width="1.2" stroke-dasharray="5 4" stroke-opacity="0.6"/>`,
    `<text x="${lx + 32}" y="${ly}" dy="4">2 x floor-rect (target)</text>`,
  );
  ly += 30;
  o.push(
    `<circle cx="${lx + 12}" cy="${ly}" r="4.5" fill="#666"/>`,
    `<text x="${lx + 32}" y="${ly}" dy="4">synthetic pages</text>`,
  );
  ly += 20;
  o.push(
    `<circle cx="${lx + 12}" cy="${ly}" r="3.2" fill="none" stroke="#666"/>`,
    `<text x="${lx + 32}" y="${ly}" dy="4">corpus pages + demo (${real.length})</text>`,
  );
  ly += 26;
  o.push(
    `<text x="${lx}" y="${ly}" font-size="10" fill="#777">Times under ${FLOOR_MS} ms are drawn</text>`,
    `<text x="${lx}" y="${ly + 13}" font-size="10" fill="#777">at ${FLOOR_MS} ms.</text>`,
  );
  o.push('</svg>');
  return o.join('\n') + '\n';
}
