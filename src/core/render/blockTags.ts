/**
 * Block-level tags: where the text format puts a space between runs of page text, and where the
 * HTML format starts a new line. One table for both renderers.
 */
const TAGS =
  'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form ' +
  'h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol p pre section select summary table tbody td tfoot th thead tr ul';

export const BLOCK_TAGS: Record<string, true> = Object.create(null) as Record<string, true>;
{
  const parts = TAGS.split(' ');
  for (let i = 0; i < parts.length; i++) BLOCK_TAGS[parts[i]!] = true;
}
