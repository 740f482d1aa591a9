// Incremental snapshots are never wrong: after random mutations (seeded, so a failure replays), an
// incremental snapshot must equal a full one (incremental: false) taken right after it, field by
// field, except what legitimately differs between two snapshots (timing, diff, isNew, stats).
import { test, expect } from './harness/fixtures';

/** Runs in the page: one batch of seeded random mutations. */
function mutate(seed: number, count: number): string[] {
  let x = seed >>> 0 || 1;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  const pick = <T>(a: ArrayLike<T>): T => a[Math.floor(rnd() * a.length)]!;
  const shadow = document.getElementById('host')!.shadowRoot!;
  const frameDoc = (document.getElementById('frame') as HTMLIFrameElement).contentDocument;
  const scopes: ParentNode[] = [document.body, shadow];
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
  ];
  for (let i = 0; i < count; i++) log.push(pick(ops)());
  return log;
}

/** Runs in the page: incremental snapshot, then a full one; the first difference, or null. */
function compare(): { diff: string | null; reused: number; fullReason: string | null; elements: number } {
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
  return { diff, reused: inc.stats.reused, fullReason: inc.stats.fullReason ?? null, elements: inc.elements.length };
}

test('incremental snapshots equal full ones after random mutations', async ({ drv }) => {
  test.setTimeout(120_000);
  await drv.open('test/fixtures/incremental/mutations.html');
  let reusedTotal = 0;
  let incrementalRuns = 0;
  for (let seed = 1; seed <= 40; seed++) {
    await drv.call(() => (window as any).pagemark.snapshot());
    const log = await drv.call<string[]>(mutate, seed, 1 + (seed % 4));
    const r = await drv.call<ReturnType<typeof compare>>(compare);
    expect(r.diff, `seed ${seed}: ${log.join('; ')}`).toBeNull();
    if (r.fullReason === null) {
      incrementalRuns++;
      reusedTotal += r.reused;
    }
  }
  // The tracker must actually reuse: most batches touch a small part of the page.
  expect(incrementalRuns).toBeGreaterThan(20);
  expect(reusedTotal).toBeGreaterThan(0);
});

test('an unchanged page reuses every element; a stylesheet edit or resize reads afresh', async ({ drv }) => {
  await drv.open('test/fixtures/incremental/mutations.html');
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const first = pm.snapshot();
    const again = pm.snapshot();
    document.styleSheets[0]!.insertRule('.late { display: none; }', 0);
    const afterSheet = pm.snapshot();
    const settled = pm.snapshot();
    return {
      first: first.stats.fullReason,
      again: [again.stats.reused, again.stats.visited, again.stats.fullReason ?? null],
      afterSheet: afterSheet.stats.fullReason,
      settled: settled.stats.fullReason ?? null,
    };
  });
  expect(r.first).toBe('first snapshot');
  // Every element but the body's <script> and the shadow root's <style> (skipped before any read).
  expect(r.again[0]).toBe(r.again[1] - 2);
  expect(r.again[2]).toBeNull();
  expect(r.afterSheet).toBe('a stylesheet changed');
  expect(r.settled).toBeNull();
});

test('a hidden checkbox toggled by script (no event) restyles its siblings', async ({ drv }) => {
  await drv.open('test/fixtures/incremental/mutations.html');
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const names = (s: any) => s.elements.filter((e: any) => e.isVisible).map((e: any) => e.name);
    const before = names(pm.snapshot());
    (document.getElementById('toggle') as HTMLInputElement).checked = true;
    const after = pm.snapshot();
    return { before, after: names(after), reason: after.stats.fullReason ?? null };
  });
  expect(r.before).not.toContain('Menu one');
  expect(r.after).toContain('Menu one');
  expect(r.reason).toBeNull();
});
