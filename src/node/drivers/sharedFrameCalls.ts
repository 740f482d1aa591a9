/**
 * The part of a FrameAdapter that Playwright and Puppeteer spell alike: their frames both have
 * `childFrames`, `evaluate`, `evaluateHandle`, `frameElement` and `$`, so these calls are written once
 * and each library's adapter adds only what differs (content and owner frames, trusted input, the
 * init script).
 */
import type { FrameAdapter, PagemarkGlobal } from './hostTypes';

/** A handle both libraries return: an element handle when it holds an element, and its release. */
interface Handle {
  asElement(): unknown;
  dispose(): Promise<void>;
}

/** The frame calls both libraries have, as far as the shared adapter uses them. */
export interface LibraryFrame {
  childFrames(): unknown[];
  evaluate(fn: never, arg?: never): Promise<unknown>;
  evaluateHandle(fn: never, arg: never): Promise<Handle>;
  frameElement(): Promise<{ evaluate(fn: never): Promise<unknown>; dispose(): Promise<void> } | null>;
  $(selector: string): Promise<unknown>;
}

export type SharedFrameCalls<F, H> = Pick<
  FrameAdapter<F, H>,
  | 'mainFrame'
  | 'childFrames'
  | 'evaluate'
  | 'evaluateSource'
  | 'evaluateOnFrameElement'
  | 'elementHandle'
  | 'querySelector'
>;

export function sharedFrameCalls<F extends LibraryFrame, H>(mainFrame: () => F): SharedFrameCalls<F, H> {
  return {
    mainFrame,
    childFrames: (f) => f.childFrames() as F[],
    evaluate: (f, fn, arg) => f.evaluate(fn as never, arg as never) as never,
    evaluateSource: async (f, src) => {
      await f.evaluate(src as never);
    },
    evaluateOnFrameElement: async (child, fn) => {
      try {
        const el = await child.frameElement();
        if (!el) return null;
        try {
          return (await el.evaluate(fn as never)) as never;
        } finally {
          await el.dispose();
        }
      } catch {
        return null;
      }
    },
    elementHandle: async (f, index) => {
      const jh = await f.evaluateHandle(
        ((i: number) =>
          (globalThis as unknown as { pagemark: PagemarkGlobal }).pagemark.protocol.elementByIndex(i)) as never,
        index as never,
      );
      const el = jh.asElement() as H | null;
      if (!el) await jh.dispose();
      return el;
    },
    querySelector: (f, sel) => f.$(sel) as Promise<H | null>,
  };
}
