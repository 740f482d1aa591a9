/**
 * Where the content of a frame the walk could not read (cross-origin) goes in a snapshot: the pure
 * part of the walk's RemoteFrameSlot (dom/discovery/walk.ts adds the iframe element). Stitchers in
 * the page (the bridge) and in Node (the drivers) fill it.
 */
import type { Edges } from '../geometry/rect';

export interface FrameSlot {
  /** Position of its FrameRecord in `frames`. */
  framePos: number;
  /** Its tree node (-1 without a tree); the frame's nodes become its children. */
  treeNode: number;
  /** records.length after the iframe itself: the frame's records are inserted here. */
  recordPos: number;
  /** Index of the nearest registered ancestor-or-self of the iframe (parent of the frame's top records). */
  parentIndex: number | null;
  depth: number;
  /** The frame's content box in top-level viewport px, clipped by its ancestors and the viewport. */
  clip: Edges;
}
