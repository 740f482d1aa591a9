/**
 * The translation of a Playwright MCP ref (`e2`, `f1e2`) in a spec's input into a target pagemark
 * reads, applied only against pagemark (README.md here, "What was changed"). The specs click `e2`
 * because Playwright MCP's snapshot called the Submit button `e2`; pagemark's snapshot calls it `[1]`.
 * The translation asks Playwright itself which element its snapshot would call `e2`: the harness loads
 * the page the server last showed (its URL, from the last answer) in a browser of its own, takes
 * Playwright's AI-mode aria snapshot (the one Playwright MCP shows, the same numbering) and resolves
 * `aria-ref=e2` to the selector Playwright's code generator would write for it
 * (`internal:role=button[name="Submit"i]`, Locator.normalize). pagemark receives that selector: a
 * target form it accepts from any client, resolved by Playwright's own engine in the server's page.
 *
 * What it cannot see: the page as the server's actions left it (it loads the URL afresh, with only the
 * document, scripts and styles: no image, fetch or other request reaches the test server). A ref the
 * fresh page has no element for is sent as given, and pagemark answers it with its typed error.
 */
import type { Browser, Page } from '@playwright/test';

const PLAYWRIGHT_REF = /^(f\d+)?e\d+$/;

/** The argument keys of the 0.0.83 tools that hold a target. */
const TARGET_KEYS = ['target', 'startTarget', 'endTarget'];

export interface RefTranslation {
  /** The arguments with every Playwright ref replaced by a selector, and which refs were replaced. */
  args: Record<string, unknown>;
  replaced: string[];
}

/**
 * The page the translation loads URLs in: one per worker, reused by every test (a fresh context and
 * page per translation cost a renderer process start each time, most of a translation's time). A
 * test's page is loaded afresh on its first translation (PlaywrightRefs is one per client), so
 * nothing of a previous test's document is read; none of the specs' pages keeps state in storage or
 * cookies that would outlive it. A page that failed in any way is closed and replaced.
 *
 * Its refs are numbered as in a fresh page. Playwright numbers a frame's refs with the frame's
 * sequence number (`f3e2`; none for 0), and gives the main frame a new one on each navigation from a
 * page other than about:blank (playwright-core's FrameManager, frameCommittedNewDocument); frames
 * attached by the new document take the numbers after it. So the k-th document of the reused page
 * calls `f{k}e2` what a fresh page calls `e2`, and `f{k+1}e2` its first frame's `f1e2`.
 */
export class RefPage {
  private page: Promise<Page> | undefined;
  /** One translation at a time: they share the page (a form's fields are translated together). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly browser: () => Promise<Browser>) {}

  /** Runs `fn` on the shared page, alone; a failure replaces the page for the next one. */
  use<T>(fn: (page: Page) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const page = await (this.page ??= this.open());
      try {
        return await fn(page);
      } catch (e) {
        this.page = undefined;
        await page
          .context()
          .close()
          .catch(() => {});
        throw e;
      }
    });
    this.queue = run.catch(() => {});
    return run;
  }

  private async open(): Promise<Page> {
    const context = await (await this.browser()).newContext();
    const page = await context.newPage();
    // Only what builds the page's tree: no request the server's page made is made twice.
    await page.route('**/*', (route) => {
      const t = route.request().resourceType();
      return t === 'document' || t === 'script' || t === 'stylesheet' ? route.continue() : route.abort();
    });
    return page;
  }
}

export class PlaywrightRefs {
  constructor(private readonly refPage: RefPage) {}

  /** The URL of the page the server showed last (its `URL:` line), kept from each answer. */
  url: string | undefined;

  /** The URL loaded, its main frame's sequence number there, and the selectors found. */
  private cache: { url: string; seq: number; map: Map<string, string | null> } | undefined;

  async translate(args: Record<string, unknown> | undefined): Promise<RefTranslation> {
    const replaced: string[] = [];
    if (!args) return { args: {}, replaced };
    const out: Record<string, unknown> = { ...args };
    const one = async (v: unknown): Promise<unknown> => {
      if (typeof v !== 'string' || !PLAYWRIGHT_REF.test(v.trim())) return v;
      const sel = await this.selectorFor(v.trim());
      if (!sel) return v;
      replaced.push(v.trim());
      return sel;
    };
    for (const k of TARGET_KEYS) if (k in out) out[k] = await one(out[k]);
    if (Array.isArray(out['fields']))
      out['fields'] = await Promise.all(
        (out['fields'] as Array<Record<string, unknown>>).map(async (f) =>
          f && typeof f === 'object' && 'target' in f ? { ...f, target: await one(f['target']) } : f,
        ),
      );
    return { args: out, replaced };
  }

  /**
   * The selector Playwright would generate for its snapshot's `ref` on the page at `url`. The page is
   * loaded and its aria snapshot taken once per URL the server shows (a new URL, or the first
   * translation of this client, loads it again); each ref is then resolved on that snapshot.
   */
  private async selectorFor(ref: string): Promise<string | null> {
    const url = this.url;
    if (!url || !/^(https?|data|about):/.test(url)) return null;
    const fresh = this.cache?.url !== url;
    if (fresh) this.cache = { url, seq: 0, map: new Map() };
    const cache = this.cache!;
    const known = cache.map.get(ref);
    if (known !== undefined) return known;
    let sel: string | null;
    try {
      sel = await this.refPage.use(async (page) => {
        if (fresh || page.url() !== url) {
          // A URL with a fragment, on the document already shown, would not load a new document.
          if (url.includes('#') && page.url().split('#')[0] === url.split('#')[0]) await page.goto('about:blank');
          await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 5000 }).catch(() => {});
          // The first ref of the snapshot is the main frame's (a frame's own refs are nested under
          // its iframe element's).
          const first = /\[ref=(?:f(\d+))?e\d+\]/.exec(await page.ariaSnapshot({ mode: 'ai' }));
          cache.seq = Number(first?.[1] ?? 0);
        }
        const m = /^(?:f(\d+))?e(\d+)$/.exec(ref)!;
        const seq = Number(m[1] ?? 0) + cache.seq;
        const loc = page.locator(`aria-ref=${seq ? `f${seq}` : ''}e${m[2]}`);
        if ((await loc.count()) !== 1) return null;
        const normal = await loc.normalize();
        return (normal as unknown as { _selector: string })._selector;
      });
    } catch {
      sel = null;
    }
    cache.map.set(ref, sel);
    return sel;
  }
}

/**
 * pagemark's answer to a translated target that names no element in its page, in the words of
 * Playwright MCP's answer to a ref that is gone (the same fact: the element the spec's ref named is
 * not in the page any more).
 */
export function refGoneError(text: string, ref: string): string {
  return `${text}\nRef ${ref} not found in the current page snapshot. Try capturing new snapshot.`;
}
