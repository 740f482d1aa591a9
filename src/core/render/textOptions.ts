/** The options of the indexed text format (renderText.ts). */
export interface TextRenderOptions {
  /** Which id to print in brackets. Default 'index'. */
  ids?: 'index' | 'bid';
  /** Extra attributes to show when present (e.g. ['href', 'name', 'id']). */
  attributes?: string[];
  /**
   * Page text between elements: 'viewport' (default) shows the text around elements in the viewport
   * and counts the rest in a summary line; 'all' (or true) shows all of it; 'none' (or false) none.
   */
  content?: boolean | 'viewport' | 'all' | 'none';
  /** 'compact' (default): `[12]<button>Login`; 'html': the design seed's `[12] <button>Login</button>`. */
  syntax?: 'compact' | 'html';
  /** Indent lines by registry depth. Default false. */
  indent?: boolean;
  /**
   * Also list what a person cannot see: elements that are not visible or are concealed (with
   * `hidden=why` on their line) and concealed page text (on lines of its own that start with
   * `[hidden=why]`). Default false: left out.
   */
  hidden?: boolean;
  /**
   * Each element line carries its border box, `box=x,y,width,height` in viewport CSS px (rounded):
   * Playwright MCP's `--snapshot-boxes`. Default false.
   */
  boxes?: boolean;
  /** Show state flags (checked, disabled, expanded, ...). Default true. */
  states?: boolean;
  /** Mark new elements with `*` (only when the snapshot has a previous one). Default true. */
  markNew?: boolean;
  /** Max characters of an element's name/text. Default 80. */
  maxNameLength?: number;
  /** Max characters of one run of page text between elements. Default 100. */
  maxContentLength?: number;
  /** Budget in characters; lines are chosen by priority (interactive in viewport first). */
  maxChars?: number;
  /** Budget in tokens, estimated as characters / 3.6 (o200k on mixed web text). */
  maxTokens?: number;
}
