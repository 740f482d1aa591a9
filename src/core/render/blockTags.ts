/**
 * Block-level tags: where the text format puts a space between runs of page text, and where the
 * HTML format starts a new line. One table for both renderers. A tree node's `block` flag, set by
 * the walk from the computed display, overrides the tag's default (`separates`).
 */
import type { TreeNode } from '../model/types';

const TAGS =
  'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form ' +
  'h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol p pre section select summary table tbody td text tfoot th thead tr ul';

export const BLOCK_TAGS: Record<string, true> = Object.create(null) as Record<string, true>;
{
  const parts = TAGS.split(' ');
  for (let i = 0; i < parts.length; i++) BLOCK_TAGS[parts[i]!] = true;
}

/**
 * The `block` flag of an element's tree node from its computed display ('' when unknown, as in static
 * mode): any display but `inline` sets the text apart, as Playwright's aria snapshot joins text
 * (`treatAsBlock` in its injected ariaSnapshot.ts), a `br` always. Undefined where the tag's default
 * already says so, so most nodes carry no flag, and on a body (a document's root: nothing beside it).
 */
export function blockFlag(tag: string, display: string): boolean | undefined {
  // SVG <text> is a run of its own wherever it is drawn (SVG 2 §11.2: each is positioned on its
  // own), though its computed display is inline: chart labels must not run together.
  if (display === '' || tag === 'br' || tag === 'body' || tag === 'text') return undefined;
  const b = display !== 'inline';
  return b === (BLOCK_TAGS[tag] === true) ? undefined : b;
}

/** Whether layout sets node n's text apart from the text around it. */
export function separates(n: TreeNode): boolean {
  return n.block ?? BLOCK_TAGS[n.tag] === true;
}
