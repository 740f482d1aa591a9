/**
 * `pagemark.protocol`: the calls a driver makes into the page (the Node host helpers, the CLI, the
 * Python package, the Selenium example, the extension's content script), gathered under one object
 * so the top level of `pagemark` is the product an agent uses (docs/api.md, "The driver protocol").
 *
 * What belongs here: a call only a program driving the page needs (strings for the wire, identity
 * across frames, the document-start hooks, the live element of a record, the action history's
 * fields) and the pure helpers a driver without a JavaScript runtime of its own runs in the page
 * (the Python package parses commands here). Pure helpers that only Node code needs (decodeSnapshot,
 * makeBid, frameToken, parseShortAction, normalizeSnapshotOptions) are not on the page at all: they
 * are exported by the `pagemark/agent` entry. Neither is the frame stitcher, which only a host runs
 * (`pagemark/agent` in Node; dist/pagemark.stitch.js, evaluated when needed, for the Python package).
 *
 * The object is frozen, like the global that holds it: a page script cannot swap a driver's call.
 */
import { objectFreeze } from '../builtins/pristine';
import { snapshotJson, snapshotWire } from './snapshotJson';
import { elementByIndex, instanceId, lastSnapshot, reserveIndexes } from '../dom/identity/registry';
import { frameSlot } from '../dom/snapshot/frameSlots';
import { installHooks, hookStatus } from '../dom/discovery/installHooks';
import { fileInputOf } from '../dom/actions/upload';
import { actingElement } from '../dom/actions/act';
import { readAfter } from '../dom/actions/verify';
import type { ActionCommand, Verb } from '../core/model/commands';
import type { ActionResult } from '../core/model/actionResult';

/**
 * What an element holds after a verb a driver performed with trusted input (value, checked state),
 * read as act() reads its own: the driver's result reports the same effects as the page's.
 */
function readBack(index: number, action: Verb): Pick<ActionResult['effects'], 'valueAfter' | 'checkedAfter'> {
  const el = elementByIndex(index);
  return el ? readAfter({ action } as ActionCommand, actingElement(el, action)) : {};
}
import { getLastAction, getLastActionError, history } from '../dom/actions/history';
import { parseBid } from '../core/model/frameId';
import { parseCommand } from '../core/commands/parseCommand';

export const protocol = objectFreeze({
  // One snapshot as one string: drivers serialise returned objects value by value, which is slow.
  snapshotJson,
  snapshotWire,
  lastSnapshot,
  // Identity across frames: a driver stitches child frames' snapshots under this page's indexes.
  instanceId,
  frameSlot,
  reserveIndexes,
  elementByIndex,
  // Document-start hooks (closed shadow roots, addEventListener-only clickables).
  installHooks,
  hookStatus,
  // The <input type=file> a record stands for, for uploads by path through the driver.
  fileInputOf,
  readBack,
  // The action history's fields, as the observation shapes report them.
  history,
  getLastAction,
  getLastActionError,
  // Pure helpers the Python package runs in the page (it has no JavaScript of its own). Its frame
  // stitcher is a script of its own (src/entries/stitch.ts): every frame carries this bundle.
  parseBid,
  parseCommand,
});

export type Protocol = typeof protocol;
