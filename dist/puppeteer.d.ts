/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { Frame, ElementHandle, Page } from 'puppeteer-core';
import { H as HostPage, A as AttachOptions, a as ActionCommand, F as FrameAdapter } from './host-hostTypes.js';
export { b as ActOptions } from './host-hostTypes.js';

/** Trusted input through Puppeteer (real CDP input events). */
declare function performWithPuppeteer(h: ElementHandle, cmd: ActionCommand, point: {
    x: number;
    y: number;
} | undefined): Promise<void>;
declare const puppeteerAdapter: (page: Page) => FrameAdapter<Frame, ElementHandle>;
type PuppeteerPagemark = HostPage<Frame, ElementHandle>;
declare function attach(page: Page, options?: AttachOptions): Promise<PuppeteerPagemark>;

export { AttachOptions, HostPage, attach, performWithPuppeteer, puppeteerAdapter };
export type { PuppeteerPagemark };
