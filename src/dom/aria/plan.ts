/**
 * The shapes the accessible-name computation works with. accname 1.2 §4.3.2 is written as a
 * recursion ("compute the text alternative of each child, starting at step 2A"); pages nest 10,000
 * deep, so the recursion is turned into data: a step either answers with a string or with a Plan,
 * a list of pieces (literal text and nodes still to compute) to be joined, and what to do with the
 * joined text (accept it, or go on to a later step when it is empty). textAlternative.ts runs plans
 * on an explicit stack.
 */
import { strSlice } from '../../builtins/pristine';
import { createNameCache, type NameCache } from './nameCache';

/** The node being computed is the element whose name is asked for (accname "root node"). */
export const SELF = 1;
/** A descendant of that element, reached by name from content (2F.iii, 2H). */
export const DESC = 2;
/** Part of an aria-labelledby or aria-describedby traversal (2B); no second labelledby hop. */
export const REF = 4;
/** Part of a native label or text alternative element traversal (label, legend, caption: 2E). */
export const LABEL = 8;
/** The root of the current reference traversal was hidden: hidden nodes count (2A). */
export const HIDDEN_OK = 16;

/**
 * A node to compute, with its traversal flags; `pad`: surround its text with spaces (2F.iii); `t`:
 * its local name when the node is an element whose name was read already, else ''.
 */
export interface Req {
  n: Node;
  f: number;
  pad: boolean;
  t: string;
}
export type Piece = string | Req;
export interface Plan {
  items: Piece[];
  /** Joins the pieces' texts: '' for content, ' ' for lists of referenced nodes. */
  sep: string;
  /** The joined text becomes the node's text alternative, or the next plan to run instead. */
  done: (text: string) => string | Plan;
}

/** One name computation's state: the snapshot's cache, the named element's role, the budget used. */
export interface Ctx {
  cache: NameCache;
  /** The role of the element being named (the caller has it). */
  role: string;
  nodes: number;
  chars: number;
}

export function req(n: Node, f: number, pad = false, t = ''): Req {
  return { n, f, pad, t };
}
export function plan(items: Piece[], sep: string, done: (text: string) => string | Plan): Plan {
  return { items, sep, done };
}
/** Flags for the children of a node computed with `f` (accname's "current node" one level down). */
export function childFlags(f: number): number {
  return f & SELF ? (f & ~SELF) | DESC : f;
}

/** Bounds of one name computation: nodes visited, characters gathered (a name is a label, not a page). */
export const MAX_NODES = 400;
export const MAX_CHARS = 400;

export function cap(s: string): string {
  return s.length > MAX_CHARS ? strSlice(s, 0, MAX_CHARS) : s;
}

/** A fresh computation over the snapshot's cache (or a cache of its own for a lone call). */
export function context(role: string, cache: NameCache | undefined): Ctx {
  const c = cache ?? createNameCache();
  c.gen++;
  return { cache: c, role, nodes: 0, chars: 0 };
}
