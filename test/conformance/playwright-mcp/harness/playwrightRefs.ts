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
import type { Browser } from '@playwright/test';

const PLAYWRIGHT_REF = /^(f\d+)?e\d+$/;

/** The argument keys of the 0.0.83 tools that hold a target. */
const TARGET_KEYS = ['target', 'startTarget', 'endTarget'];

export interface RefTranslation {
  /** The arguments with every Playwright ref replaced by a selector, and which refs were replaced. */
  args: Record<string, unknown>;
  replaced: string[];
}

export class PlaywrightRefs {
  constructor(private readonly browser: () => Promise<Browser>) {}

  /** The URL of the page the server showed last (its `URL:` line), kept from each answer. */
  url: string | undefined;

  private cache: { url: string; map: Map<string, string | null> } | undefined;

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

  /** The selector Playwright would generate for its snapshot's `ref` on the page at `url`. */
  private async selectorFor(ref: string): Promise<string | null> {
    const url = this.url;
    if (!url || !/^(https?|data|about):/.test(url)) return null;
    if (this.cache?.url !== url) this.cache = { url, map: new Map() };
    const known = this.cache.map.get(ref);
    if (known !== undefined) return known;
    const browser = await this.browser();
    const context = await browser.newContext();
    let sel: string | null = null;
    try {
      const page = await context.newPage();
      // Only what builds the page's tree: no request the server's page made is made twice.
      await page.route('**/*', (route) => {
        const t = route.request().resourceType();
        return t === 'document' || t === 'script' || t === 'stylesheet' ? route.continue() : route.abort();
      });
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 5000 }).catch(() => {});
      await page.ariaSnapshot({ mode: 'ai' });
      const loc = page.locator(`aria-ref=${ref}`);
      if ((await loc.count()) === 1) {
        const normal = await loc.normalize();
        sel = (normal as unknown as { _selector: string })._selector;
      }
    } catch {
      sel = null;
    } finally {
      await context.close().catch(() => {});
    }
    this.cache.map.set(ref, sel);
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
