// Seeded random mutations and the incremental-versus-full comparison, run in the page (each function
// is stringified by the driver, so it must be self-contained). Used by incremental*.spec.ts.

/** Runs in the page: one batch of seeded random mutations. */
export function mutate(seed: number, count: number): string[] {
  let x = seed >>> 0 || 1;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  const pick = <T>(a: ArrayLike<T>): T => a[Math.floor(rnd() * a.length)]!;
  const shadow = document.getElementById('host')?.shadowRoot;
  const frame = document.getElementById('frame') as HTMLIFrameElement | null;
  const frameDoc = frame ? frame.contentDocument : null;
  const scopes: ParentNode[] = [document.body];
  if (shadow) scopes.push(shadow);
  if (frameDoc && frameDoc.body) scopes.push(frameDoc.body);
  const all = () => {
    const out: Element[] = [];
    for (const s of scopes)
      out.push(...Array.from(s.querySelectorAll('*')).filter((e) => !/^(SCRIPT|STYLE)$/.test(e.tagName)));
    return out;
  };
  const log: string[] = [];
  const ops: (() => string)[] = [
    () => {
      const el = pick(all());
      const c = pick(['hide', 'ghost', 'clear', 'ptr', 'clip', 'flag', 'flag2', 'sib']);
      el.classList.toggle(c);
      return `class ${c} on ${el.tagName}`;
    },
    () => {
      const el = pick(all());
      const [name, value] = pick([
        ['hidden', ''],
        ['aria-hidden', 'true'],
        ['aria-label', 'Label ' + Math.floor(rnd() * 5)],
        ['id', 'dup' + Math.floor(rnd() * 3)],
        ['data-testid', 't' + Math.floor(rnd() * 3)],
        ['role', 'button'],
        ['tabindex', '0'],
        ['disabled', ''],
        ['title', 'Title ' + Math.floor(rnd() * 5)],
        ['inert', ''],
        ['style', pick(['display: none', 'position: fixed; top: 200px', 'visibility: visible', 'cursor: pointer', ''])],
      ]) as [string, string];
      if (el.hasAttribute(name) && rnd() < 0.5) el.removeAttribute(name);
      else el.setAttribute(name, value);
      return `attr ${name}=${value} on ${el.tagName}`;
    },
    () => {
      const parent = pick(all());
      const doc = parent.ownerDocument;
      const tag = pick(['button', 'a', 'input', 'div', 'span', 'li']);
      const el = doc.createElement(tag);
      if (tag === 'a') el.setAttribute('href', '#new');
      if (tag !== 'input') el.textContent = 'New ' + Math.floor(rnd() * 100);
      parent.insertBefore(el, rnd() < 0.5 ? parent.firstChild : null);
      return `add ${tag} to ${parent.tagName}`;
    },
    () => {
      const el = pick(all());
      if (el === document.getElementById('host') || el.tagName === 'IFRAME') return 'skip remove';
      el.remove();
      return `remove ${el.tagName}`;
    },
    () => {
      const el = pick(all());
      const to = pick(all());
      if (el.contains(to) || el.tagName === 'IFRAME' || el.id === 'host') return 'skip move';
      try {
        to.appendChild(el);
      } catch {
        return 'skip move';
      }
      return `move ${el.tagName} into ${to.tagName}`;
    },
    () => {
      const el = pick(all());
      const t = Array.from(el.childNodes).find((n) => n.nodeType === 3) as Text | undefined;
      if (t) t.data = 'Text ' + Math.floor(rnd() * 100);
      else el.appendChild(el.ownerDocument.createTextNode('Added text'));
      return `text in ${el.tagName}`;
    },
    () => {
      const inputs = all().filter((e) => /^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName)) as HTMLInputElement[];
      if (!inputs.length) return 'skip value';
      const el = pick(inputs);
      if (el.tagName === 'SELECT') (el as unknown as HTMLSelectElement).selectedIndex = rnd() < 0.5 ? 0 : 1;
      else if (el.type === 'checkbox' || el.type === 'radio') el.checked = !el.checked;
      else el.value = rnd() < 0.3 ? '' : 'typed ' + Math.floor(rnd() * 10);
      if (rnd() < 0.5) el.dispatchEvent(new Event('input', { bubbles: true }));
      return `value of ${el.tagName}`;
    },
    () => {
      // Typing into the focused field (a later batch, once a field has focus): values that keep or
      // flip what CSS sees of it (:placeholder-shown, :invalid for email, number and pattern fields).
      const a = document.activeElement as HTMLInputElement | null;
      if (!a || !/^(INPUT|TEXTAREA)$/.test(a.tagName) || a.type === 'radio') {
        const fields = all().filter(
          (e) =>
            e.tagName === 'TEXTAREA' ||
            (e.tagName === 'INPUT' && !/^(radio|checkbox|hidden)$/.test((e as HTMLInputElement).type)),
        ) as HTMLInputElement[];
        if (!fields.length) return 'skip typing';
        const f = pick(fields);
        f.focus();
        return `focus field ${f.tagName}`;
      }
      a.value = pick(['', 'a', 'ab' + Math.floor(rnd() * 10), 'not an email', '42', 'UPPER']);
      if (rnd() < 0.7) a.dispatchEvent(new Event('input', { bubbles: true }));
      return `typed ${JSON.stringify(a.value)} into the focused ${a.tagName}`;
    },
    () => {
      const focusables = all().filter((e) => (e as HTMLElement).tabIndex >= 0) as HTMLElement[];
      if (!focusables.length) return 'skip focus';
      const el = pick(focusables);
      el.focus();
      return `focus ${el.tagName}`;
    },
    () => {
      const d = document.getElementById('det') as HTMLDetailsElement | null;
      if (d) d.open = !d.open;
      const acc = document.getElementById('acc');
      if (acc) acc.dataset.state = acc.dataset.state === 'open' ? 'closed' : 'open';
      return 'toggle details and accordion';
    },
    () => {
      const el = pick(all());
      el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: pick(all()) }));
      return `hover ${el.tagName}`;
    },
    () => {
      // A CSSOM edit: every style may change; names and text must follow.
      const sheet = Array.from(document.styleSheets).find((s) => {
        try {
          return !!s.cssRules;
        } catch {
          return false;
        }
      });
      const rule = pick([
        'span { display: none }',
        'a { visibility: hidden }',
        'li:first-child { display: none }',
        'button { opacity: 0 }',
        'div > span { display: inline }',
      ]);
      if (!sheet) {
        const st = document.createElement('style');
        st.textContent = rule;
        document.head.appendChild(st);
      } else sheet.insertRule(rule, sheet.cssRules.length);
      return `insert rule ${rule}`;
    },
    () => {
      // Layout moved with no mutation: a scroll container or the window scrolled.
      const scrollers = all().filter(
        (e) => e.scrollHeight > e.clientHeight + 4 && getComputedStyle(e).overflowY !== 'visible',
      );
      const y = Math.floor(rnd() * 60);
      if (scrollers.length && rnd() < 0.7) {
        const el = pick(scrollers);
        el.scrollTop = y;
        return `scroll ${el.tagName} to ${y}`;
      }
      window.scrollTo(0, y * 5);
      return `scroll window to ${y * 5}`;
    },
    () => {
      // Registration changed with no mutation: a click handler set or cleared as a property.
      const el = pick(all()) as HTMLElement;
      const on = rnd() < 0.6;
      el.onclick = on ? () => {} : null;
      return `onclick ${on ? 'set on' : 'cleared on'} ${el.tagName}`;
    },
  ];
  for (let i = 0; i < count; i++) log.push(pick(ops)());
  return log;
}

/** Runs in the page: incremental snapshot, then a full one; the first difference, or null. */
export function compare(): {
  diff: string | null;
  reused: number;
  fullReason: string | null;
  layoutReason: string | null;
  stylesReason: string | null;
  elements: number;
} {
  const pm = (window as any).pagemark;
  const inc = pm.snapshot();
  const full = pm.snapshot({ incremental: false });
  const strip = (s: any) => {
    const c = JSON.parse(JSON.stringify(s));
    delete c.stats;
    delete c.timestamp;
    delete c.diff;
    delete c.options;
    for (const e of c.elements) delete e.isNew;
    return c;
  };
  const a = strip(inc);
  const b = strip(full);
  const first = (x: any, y: any, path: string): string | null => {
    if (typeof x !== typeof y || x === null || y === null || typeof x !== 'object') {
      return x === y ? null : `${path}: incremental ${JSON.stringify(x)} vs full ${JSON.stringify(y)}`;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const k of keys) {
      const d = first(x[k], y[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  };
  let diff = first(a, b, 'snapshot');
  if (diff && diff.startsWith('snapshot.elements.')) {
    const i = Number(diff.split('.')[2]);
    diff += ` (element ${JSON.stringify({ tag: a.elements[i]?.tag, name: a.elements[i]?.name, bid: a.elements[i]?.bid })})`;
  }
  return {
    diff,
    reused: inc.stats.reused,
    fullReason: inc.stats.fullReason ?? null,
    layoutReason: inc.stats.layoutReason ?? null,
    stylesReason: inc.stats.stylesReason ?? null,
    elements: inc.elements.length,
  };
}
