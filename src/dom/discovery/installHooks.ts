/**
 * Document-start hooks (userscript `@run-at document-start`, Playwright `addInitScript`): installed
 * before the page's own scripts, they let the registry see what an in-page script normally cannot.
 *  - Closed shadow roots: `attachShadow` is wrapped so the returned root is remembered privately.
 *    The page still gets the closed root it asked for (mode unchanged, same object).
 *  - Listeners: `addEventListener` is wrapped to remember elements that get click-like listeners
 *    (click, mousedown, pointerdown, mouseup, pointerup, touchstart; keydown on non-inputs), so a
 *    `<div>` clickable only through JavaScript is registered.
 * Both wrappers call the pristine originals captured at load and never throw into the page.
 * Installing late (after the page's scripts ran) is allowed but only sees what happens afterwards:
 * `capabilities.documentStartHook` tells the caller which situation it is in.
 */
import { defineProperty, getOwnPropertyDescriptor, uncurry, wordSet } from '../../builtins/pristine';
import { localName, nodeType, ELEMENT_NODE, docReadyState } from '../platform/dom';
import { rememberClosedShadowRoot } from './closedShadowRoots';
import { enableListenerTracking } from './listenerHook';
import { defineState } from '../platform/instanceState';

const CLICK_TYPES: Record<string, true> = wordSet('click mousedown mouseup pointerdown pointerup touchstart dblclick');
const INPUT_TAGS: Record<string, true> = wordSet('input textarea select');

let installed: { early: boolean; undo: () => void } | null;
defineState(() => {
  installed = null;
}, uninstallHooks);

export interface HookStatus {
  installed: boolean;
  /** Installed while the document was still loading (before the page's scripts, as far as we can tell). */
  early: boolean;
}

export function hookStatus(): HookStatus {
  return { installed: installed !== null, early: installed?.early ?? false };
}

export function installHooks(win: Window = globalThis as unknown as Window): HookStatus {
  if (installed) return hookStatus();
  const w = win as unknown as Record<string, { prototype: object } | undefined>;
  const undo: (() => void)[] = [];
  try {
    const EP = w['Element']?.prototype;
    const asDesc = EP ? getOwnPropertyDescriptor(EP, 'attachShadow') : undefined;
    if (EP && asDesc && typeof asDesc.value === 'function') {
      const original = asDesc.value as (this: Element, init: ShadowRootInit) => ShadowRoot;
      const call = uncurry(original);
      const wrapped = function attachShadow(this: Element, init: ShadowRootInit): ShadowRoot {
        const root = call(this, init);
        try {
          if (init && init.mode === 'closed') rememberClosedShadowRoot(this, root);
        } catch {}
        return root;
      };
      defineProperty(EP, 'attachShadow', { ...asDesc, value: wrapped });
      // Restore only if nobody wrapped it after us (unwrapping a later wrapper would break the page).
      undo[undo.length] = () => {
        if (getOwnPropertyDescriptor(EP, 'attachShadow')?.value === wrapped) defineProperty(EP, 'attachShadow', asDesc);
      };
    }
    const TP = w['EventTarget']?.prototype;
    const aelDesc = TP ? getOwnPropertyDescriptor(TP, 'addEventListener') : undefined;
    if (TP && aelDesc && typeof aelDesc.value === 'function') {
      const tracked = enableListenerTracking();
      const call = uncurry(aelDesc.value as (this: EventTarget, t: string, l: unknown, o?: unknown) => void);
      const wrapped = function addEventListener(
        this: EventTarget,
        type: string,
        listener: unknown,
        options?: unknown,
      ): void {
        try {
          if (listener && (CLICK_TYPES[type] || type === 'keydown') && nodeType(this) === ELEMENT_NODE) {
            if (type !== 'keydown' || !INPUT_TAGS[localName(this as Element)]) tracked.add(this);
          }
        } catch {}
        return call(this, type, listener, options);
      };
      defineProperty(TP, 'addEventListener', { ...aelDesc, value: wrapped });
      undo[undo.length] = () => {
        if (getOwnPropertyDescriptor(TP, 'addEventListener')?.value === wrapped)
          defineProperty(TP, 'addEventListener', aelDesc);
      };
    }
  } catch {
    // A frozen prototype (some hardened pages) cannot be hooked: run without the hooks.
  }
  const doc = (win as unknown as { document?: Document }).document;
  installed = {
    early: !!doc && docReadyState(doc) === 'loading',
    undo: () => {
      for (let i = undo.length - 1; i >= 0; i--) {
        try {
          undo[i]!();
        } catch {}
      }
    },
  };
  return hookStatus();
}

/**
 * Restore the original prototype methods (dispose). The roots and listeners they remembered are
 * forgotten with the rest of the instance state (closedShadowRoots.ts, listenerHook.ts).
 */
function uninstallHooks(): void {
  const h = installed;
  installed = null;
  if (h) h.undo();
}
