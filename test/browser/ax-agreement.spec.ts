// Roles and names against Chromium's own accessibility tree (CDP), on the demo page and on real
// corpus pages. Chromium-only: the reference is Chromium's tree. The agreement rate is printed and
// written to test-results/ax-agreement.json; the README reports it. A floor keeps it from regressing.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, bundleSource } from './harness/fixtures';

const CORPUS = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '..',
  '..',
  '..',
  'shared',
  'corpus',
  'pages',
);
const PAGES = [
  'daringfireball-1',
  'herald-sun-1',
  'aclu',
  'mozilla-1',
  'firefox-nightly-blog',
  'royal-road',
  'wikipedia-4',
  'buzzfeed-1',
];
const PER_PAGE = 250;

// Chromium's internal role names for the roles we report as '' (no ARIA role) or differently.
const CHROMIUM_ROLE: Record<string, string> = {
  generic: '',
  LabelText: '',
  DisclosureTriangle: 'button', // <summary>: Chromium exposes it as a button-like disclosure
  Iframe: '',
  StaticText: '',
  image: 'img',
  none: '',
  presentation: 'presentation',
  Section: '',
  sectionheader: '',
  ListMarker: '',
  InlineTextBox: '',
  EmbeddedObject: '',
  Video: '',
  Audio: '',
  time: 'time',
  Canvas: '',
  SvgRoot: 'img',
};
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

async function compare(page: any, label: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('Accessibility.enable');
  const recs: any[] = await page.evaluate(
    (n: number) =>
      (window as any).pagemark
        .snapshot({ frames: false })
        .elements.filter((e: any) => e.frame === '' && e.isInteractive)
        .slice(0, n)
        .map((e: any) => ({ elementId: e.elementId, role: e.role, name: e.name, tag: e.tag })),
    PER_PAGE,
  );
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  // Every element's AX node, asked for all at once rather than one round trip after another: the
  // same commands, so the same answers (nothing changes the page meanwhile).
  const axNodes = await Promise.all(
    recs.map(async (r) => {
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `[data-element-id="${r.elementId}"]`,
      });
      // Elements inside shadow roots are not reachable with DOM.querySelector: they count as misses.
      if (!nodeId) return null;
      const ax = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      return { node: ax.nodes.find((n: any) => !n.ignored) ?? ax.nodes[0] };
    }),
  );
  let roleOk = 0;
  let nameOk = 0;
  const misses: string[] = [];
  for (const [i, r] of recs.entries()) {
    const found = axNodes[i];
    if (!found) continue;
    const node = found.node;
    const cRoleRaw = node?.role?.value ?? '';
    const cRole = cRoleRaw in CHROMIUM_ROLE ? CHROMIUM_ROLE[cRoleRaw]! : cRoleRaw;
    const ours = r.tag === 'summary' ? 'button' : r.role === 'presentation' ? 'presentation' : r.role;
    const cName = norm(node?.ignored ? '' : String(node?.name?.value ?? ''));
    if (cRole === ours || (node?.ignored && ours === '')) roleOk++;
    else if (misses.length < 8) misses.push(`role ${r.tag} ours=${ours} chromium=${cRoleRaw}`);
    if (norm(r.name) === cName) nameOk++;
    else if (misses.length < 16)
      misses.push(
        `name ${r.tag}/${ours} ours=${JSON.stringify(r.name.slice(0, 40))} chromium=${JSON.stringify(cName.slice(0, 40))}`,
      );
  }
  await cdp.detach();
  return {
    page: label,
    elements: recs.length,
    roleAgreement: roleOk / Math.max(1, recs.length),
    nameAgreement: nameOk / Math.max(1, recs.length),
    misses,
  };
}

test('agreement with Chromium accessibility tree on the demo and corpus pages', async ({ drv }) => {
  test.skip(drv.engine !== 'chromium', "the reference tree is Chromium's (CDP Accessibility domain)");
  test.setTimeout(180_000);
  const page = (drv as any).page;
  const results = [];
  for (const f of [
    'examples/demo/index.html',
    'test/fixtures/names/labels.html',
    'test/fixtures/registry/basic.html',
    'test/fixtures/actions/vanilla.html',
  ]) {
    await drv.open(f);
    results.push(await compare(page, f.split('/').pop()!.replace('.html', '')));
  }
  const available = fs.existsSync(CORPUS) ? PAGES.filter((p) => fs.existsSync(path.join(CORPUS, `${p}.html`))) : [];
  await page.route('**/*', (r: any) => (r.request().url().startsWith('http://127.0.0.1') ? r.continue() : r.abort()));
  for (const p of available) {
    await page
      .setContent(fs.readFileSync(path.join(CORPUS, `${p}.html`), 'utf8'), { waitUntil: 'domcontentloaded' })
      .catch(() => {});
    await page.evaluate(bundleSource());
    results.push(await compare(page, p));
  }
  const total = results.reduce((a, r) => a + r.elements, 0);
  const role = results.reduce((a, r) => a + r.roleAgreement * r.elements, 0) / total;
  const name = results.reduce((a, r) => a + r.nameAgreement * r.elements, 0) / total;
  const report = {
    date: new Date().toISOString().slice(0, 10),
    elements: total,
    roleAgreement: role,
    nameAgreement: name,
    pages: results,
  };
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/ax-agreement.json', JSON.stringify(report, null, 1));
  console.log(
    `[ax] ${total} elements on ${results.length} pages: role ${(role * 100).toFixed(1)}%, name ${(name * 100).toFixed(1)}%`,
  );
  for (const r of results)
    console.log(
      `[ax] ${r.page}: ${r.elements} el, role ${(r.roleAgreement * 100).toFixed(1)}%, name ${(r.nameAgreement * 100).toFixed(1)}% ${r.misses.slice(0, 4).join(' | ')}`,
    );
  expect(role).toBeGreaterThan(0.85);
  expect(name).toBeGreaterThan(0.8);
});
