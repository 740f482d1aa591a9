// The floors the benchmark times pagemark against (floor-walk, floor-rect, floor-reads; each says what it reads),
// shared by the main measures and the cold/warm side by side (scripts/bench/coldWarm.mjs). Evaluated
// in the page (serialised by Playwright, so self-contained): it leaves its functions on
// window.__pmBenchFloors.
export function installFloors() {
  const walkAll = (withRect) => {
    let n = 0;
    const docs = [document];
    while (docs.length) {
      const d = docs.pop();
      const roots = [d];
      while (roots.length) {
        const r = roots.pop();
        const w = (r.ownerDocument || r).createTreeWalker(r, NodeFilter.SHOW_ELEMENT);
        for (let el = w.nextNode(); el; el = w.nextNode()) {
          n++;
          if (withRect) {
            el.getBoundingClientRect();
            void getComputedStyle(el).display;
          }
          if (el.shadowRoot) roots.push(el.shadowRoot);
          if (el.tagName === 'IFRAME') {
            try {
              if (el.contentDocument) docs.push(el.contentDocument);
            } catch {}
          }
        }
      }
    }
    return n;
  };
  // floor-reads: the browser calls a snapshot with pagemark's features makes, and none of its
  // JavaScript. Over the elements it walks (the light DOM of rendered elements, open shadow roots and
  // same-origin frames; not into display:none subtrees, script/style/head and the like, svg, canvas,
  // media or a drop-down select's options): display and visibility, then opacity and cursor, overflow
  // where there are element children; for each element the snapshot registered (known from its
  // marks, looked up beforehand) a box, position and clip-path; then as many hit tests as the snapshot
  // made (stats.hitTests), at the centres of its records in the viewport. The same kinds and about the
  // same number of reads (fewer: no names, roles, states, attributes, locators or marks), so
  // floor-reads / floor-rect says how far under 2x floor-rect any snapshot with these features can go.
  const SKIP = new Set('script style noscript template head meta link title base param source track'.split(' '));
  const LEAF = new Set(['svg', 'math', 'canvas', 'video', 'audio']);
  const readsFloor = (registered, points) => {
    let reads = 0;
    const stack = [];
    const root = document.body || document.documentElement;
    if (root) stack.push(root);
    while (stack.length) {
      const el = stack.pop();
      const tag = el.localName;
      if (SKIP.has(tag)) continue;
      const cs = getComputedStyle(el);
      const display = cs.getPropertyValue('display');
      cs.getPropertyValue('visibility');
      reads += 2;
      if (display === 'none') continue;
      cs.getPropertyValue('opacity');
      cs.getPropertyValue('cursor');
      reads += 2;
      if (registered.has(el)) {
        el.getBoundingClientRect();
        cs.getPropertyValue('position');
        cs.getPropertyValue('clip-path');
        reads += 2;
      }
      if (LEAF.has(tag) || (tag === 'select' && !el.multiple && el.size <= 1)) continue;
      const sr = el.shadowRoot;
      if (el.firstElementChild || sr) {
        cs.getPropertyValue('overflow');
        reads++;
      }
      if (tag === 'iframe' || tag === 'frame') {
        try {
          const d = el.contentDocument;
          const b = d && (d.body || d.documentElement);
          if (b) stack.push(b);
        } catch {}
        continue;
      }
      const parent = sr || el;
      for (let c = parent.lastElementChild; c; c = c.previousElementSibling) stack.push(c);
    }
    for (let i = 0; i < points.length; i++) document.elementFromPoint(points[i][0], points[i][1]);
    return reads;
  };
  /** The elements `snap` registered (by their marks, in every document and shadow root it walked). */
  const getAttr = Element.prototype.getAttribute;
  const registeredOf = (snap) => {
    const ids = new Set(snap.elements.map((e) => e.elementId));
    const found = new Set();
    const docs = [document];
    while (docs.length) {
      const roots = [docs.pop()];
      while (roots.length) {
        const r = roots.pop();
        for (const el of r.querySelectorAll('*')) {
          // Through the prototype: a form's controls can shadow its methods (hostile/clobbering.html).
          if (ids.has(getAttr.call(el, 'data-element-id'))) found.add(el);
          if (el.shadowRoot) roots.push(el.shadowRoot);
          if (el.localName === 'iframe' || el.localName === 'frame') {
            try {
              if (el.contentDocument) docs.push(el.contentDocument);
            } catch {}
          }
        }
      }
    }
    return found;
  };
  /** Centres of `snap`'s viewport records, as many as the hit tests it made (repeated if fewer). */
  const hitPointsOf = (snap) => {
    const recs = snap.elements.filter((e) => e.inViewport && e.bbox.width > 0 && e.bbox.height > 0);
    const n = snap.stats.hitTests ?? 0;
    const pts = [];
    for (let i = 0; recs.length && i < n; i++) {
      const b = recs[i % recs.length].bbox;
      pts.push([b.x + b.width / 2, b.y + b.height / 2]);
    }
    return pts;
  };
  window.__pmBenchFloors = { walkAll, readsFloor, registeredOf, hitPointsOf };
}
