/**
 * The options the tool layer honours, whichever door set them (the MCP server's flags and config
 * file: src/node/mcp/options.ts; the session CLI's).
 */

/** Playwright MCP's capabilities (its config.d.ts `ToolCapability`): `--caps` turns the extra ones on. */
export type Capability =
  | 'config'
  | 'core'
  | 'core-navigation'
  | 'core-tabs'
  | 'core-input'
  | 'core-install'
  | 'network'
  | 'pdf'
  | 'storage'
  | 'testing'
  | 'vision'
  | 'devtools';

/** A modal state a tool answers (it runs while that state is pending). */
export type ModalKind = 'dialog' | 'fileChooser';

export interface LayerOptions {
  /** Where screenshots, snapshots, PDFs, downloads, traces and scripts are written. */
  outputDir: string;
  /** Budget of one observation in tokens; 0: none. */
  maxTokens: number;
  /** Values masked as `<secret>NAME</secret>` in every answer, trace and script, by name. */
  secrets: Record<string, string>;
  /** browser_evaluate and browser_run_code_unsafe: code execution, off unless asked for. */
  allowEval: boolean;
  /** Folders uploads may read from (default: the working directory and the output folder). */
  allowedRoots: string[];
  timeoutAction: number;
  timeoutNavigation: number;
  /** Capabilities beyond core (`--caps vision,pdf,devtools`). */
  caps: Capability[];
  /** Add the marked screenshot to snapshots (pagemark's --vision). */
  vision: boolean;
  /** Playwright MCP's --image-responses: 'omit' drops images from answers, 'only' keeps them alone. */
  imageResponses: 'allow' | 'omit' | 'only';
  /**
   * Playwright MCP's --snapshot-mode: what an action's answer shows of the page. 'incremental'
   * (pagemark's default): what changed; 'full': the whole page; 'none': no page.
   */
  snapshotMode: 'incremental' | 'full' | 'none';
  /** Playwright MCP's --snapshot-boxes: each element line carries its box. */
  snapshotBoxes: boolean;
  /** The attribute Playwright's getByTestId reads (--test-id-attribute); default data-testid. */
  testIdAttribute: string;
  /** Console messages shown: this level and the more severe ones (--console-level). */
  consoleLevel: 'error' | 'warning' | 'info' | 'debug';
  saveTrace: boolean;
  codegen?: 'typescript' | 'python';
}
