/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { Frame, ElementHandle, Locator, Page } from 'playwright-core';
import { H as HostPage, L as LocatorEntry, A as AttachOptions, a as ActionCommand, F as FrameAdapter } from './host-hostTypes.js';
export { b as ActOptions } from './host-hostTypes.js';

/** Trusted input through Playwright, the same verbs as the in-page action API. */
declare function performWithPlaywright(h: ElementHandle, cmd: ActionCommand, point: {
    x: number;
    y: number;
} | undefined): Promise<void>;
declare const playwrightAdapter: (page: Page) => FrameAdapter<Frame, ElementHandle>;
interface PlaywrightPagemark extends HostPage<Frame, ElementHandle> {
    /** A Playwright Locator for a locator entry of a record (scoped to the element's frame). */
    locator(target: number | string, entry?: LocatorEntry): Promise<Locator | null>;
}
declare function attach(page: Page, options?: AttachOptions): Promise<PlaywrightPagemark>;

export { AttachOptions, HostPage, attach, performWithPlaywright, playwrightAdapter };
export type { PlaywrightPagemark };
