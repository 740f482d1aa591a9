/**
 * Getting the bundle into frames: now into every loaded frame, into every later document through an
 * init script, and on demand into a frame that lacks it (a frame navigated since).
 */
import type { AttachOptions, FrameAdapter, PagemarkGlobal } from './hostTypes';

declare const pagemark: PagemarkGlobal;

/** Whether pagemark runs in frame f, injecting the bundle when it does not yet. */
export async function ensureInjected<F, H>(a: FrameAdapter<F, H>, f: F, source: string): Promise<boolean> {
  try {
    const has = await a.evaluate(f, () => typeof pagemark === 'object' && !!pagemark, null);
    if (has) return true;
    await a.evaluateSource(f, source);
    return await a.evaluate(f, () => typeof pagemark === 'object' && !!pagemark, null);
  } catch {
    return false;
  }
}

/** `fn` on every frame of the page, top first; a frame that fails is skipped. */
export async function forEachFrame<F, H>(a: FrameAdapter<F, H>, fn: (f: F) => Promise<void>): Promise<void> {
  const stack = [a.mainFrame()];
  while (stack.length) {
    const f = stack.pop()!;
    await fn(f).catch(() => {});
    stack.push(...a.childFrames(f));
  }
}

/**
 * Inject for every later document (init script), and now into every frame already loaded (the
 * bundle keeps one instance when injected twice).
 */
export async function injectAll<F, H>(a: FrameAdapter<F, H>, source: string, options: AttachOptions): Promise<void> {
  await a.addInitScript(initScript(source, options));
  await injectLoaded(a, source);
}

/** The bundle into every frame already loaded (the bundle keeps one instance when injected twice). */
export async function injectLoaded<F, H>(a: FrameAdapter<F, H>, source: string): Promise<void> {
  await forEachFrame(a, (f) => a.evaluateSource(f, source));
}

/** The init script every new document of the page gets: the bundle, then the hooks when asked. */
export function initScript(source: string, options: AttachOptions): string {
  return options.hooks === false ? source : `${source}\n;try{pagemark.protocol.installHooks()}catch(e){}`;
}
