/**
 * Which vendored tests are expected to fail against which server, and which are left out, each
 * with its reason (docs/mcp.md, "Playwright MCP's own scenarios", lists them). An expected failure
 * is run with `test.fail`: it turns red once the server passes it, so the entry is removed with the
 * fix. Keys are `file > title`.
 */
export type Expectation = { kind: 'fail' | 'skip'; reason: string };
type Table = Record<string, Expectation>;

const fail = (reason: string): Expectation => ({ kind: 'fail', reason });

/** Left out against every server (none: each scenario runs; the two CDP ones on the Debian Chromium). */
const LEFT_OUT: Table = {};

/**
 * Expected to fail against pagemark, as built in dist/ of this branch (the tools added on the tool
 * layer reach the tests when dist/ is rebuilt). The reason is the cause named for each spec file.
 */
const PAGEMARK: Table = {
  'capabilities.spec.ts > legacy --vision option combined with --caps': fail(
    '--caps and the vision/pdf tool sets: pagemark lists a different tool set (its own tools, and the capability tools only in part)',
  ),
  'capabilities.spec.ts > support for legacy --vision option': fail(
    '--caps and the vision/pdf tool sets: pagemark lists a different tool set (its own tools, and the capability tools only in part)',
  ),
  'capabilities.spec.ts > test snapshot tool list': fail(
    '--caps and the vision/pdf tool sets: pagemark lists a different tool set (its own tools, and the capability tools only in part)',
  ),
  'click.spec.ts > browser_click': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot",
  ),
  'core.spec.ts > browser_navigate allows about:, data: and javascript: protocols': fail(
    "response wording: the expected text is Playwright MCP's section wording (status line, errors, snapshot options) that pagemark words differently, or a Playwright ref target",
  ),
  'core.spec.ts > browser_navigate blocks file:// URLs by default': fail(
    "response wording: the expected text is Playwright MCP's section wording (status line, errors, snapshot options) that pagemark words differently, or a Playwright ref target",
  ),
  'core.spec.ts > browser_navigate surfaces non-2xx HTTP status': fail(
    "response wording: the expected text is Playwright MCP's section wording (status line, errors, snapshot options) that pagemark words differently, or a Playwright ref target",
  ),
  'core.spec.ts > snapshot by ref': fail(
    "response wording: the expected text is Playwright MCP's section wording (status line, errors, snapshot options) that pagemark words differently, or a Playwright ref target",
  ),
  'dialogs.spec.ts > alert dialog': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; the modal state is worded in pagemark's Browser section",
  ),
  'dialogs.spec.ts > alert dialog w/ race': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; the modal state is worded in pagemark's Browser section",
  ),
  'dialogs.spec.ts > dialog closed out of band': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; the modal state is worded in pagemark's Browser section",
  ),
  'evaluate.spec.ts > browser_evaluate (element)': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot",
  ),
  'files.spec.ts > browser_file_upload': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; upload roots, downloads and drop are reported in pagemark's words",
  ),
  'files.spec.ts > clicking on download link emits download': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; upload roots, downloads and drop are reported in pagemark's words",
  ),
  'files.spec.ts > file upload is restricted to cwd if no roots are configured': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; upload roots, downloads and drop are reported in pagemark's words",
  ),
  'files.spec.ts > file upload restricted to roots by default': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; upload roots, downloads and drop are reported in pagemark's words",
  ),
  'files.spec.ts > navigating to download link emits download': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; upload roots, downloads and drop are reported in pagemark's words",
  ),
  'find.spec.ts > browser_find by regex': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find by text': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find marks gaps within off-path context with an ellipsis': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find regex honors /i flag': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find regex is case-sensitive by default': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find rejects both text and regex': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find reports no matches': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find requires text or regex': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'find.spec.ts > browser_find shows the path from the root to the match': fail(
    "browser_find answers with pagemark's element lines, not Playwright's aria-tree path with refs",
  ),
  'form.spec.ts > browser_fill_form (textbox)': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot",
  ),
  'iframes.spec.ts > stitched aria frames': fail(
    "expects Playwright's frame refs (f1e2) and the frame's plain text in the snapshot",
  ),
  'mouse.spec.ts > browser_mouse_click_xy (double click)': fail(
    'the --caps vision coordinate tools (browser_mouse_click_xy) are not in the built server this branch tests (dist/ is rebuilt by the lead)',
  ),
  'network.spec.ts > browser_network_request response-body part saves binary to a file': fail(
    'browser_network_requests/browser_network_request are not in the built server this branch tests (dist/ is rebuilt by the lead)',
  ),
  'network.spec.ts > browser_network_request returns individual parts': fail(
    'browser_network_requests/browser_network_request are not in the built server this branch tests (dist/ is rebuilt by the lead)',
  ),
  'network.spec.ts > browser_network_request shows full request and response details': fail(
    'browser_network_requests/browser_network_request are not in the built server this branch tests (dist/ is rebuilt by the lead)',
  ),
  'network.spec.ts > browser_network_requests': fail(
    'browser_network_requests/browser_network_request are not in the built server this branch tests (dist/ is rebuilt by the lead)',
  ),
  'network.spec.ts > browser_network_requests lists a failed request once': fail(
    'browser_network_requests/browser_network_request are not in the built server this branch tests (dist/ is rebuilt by the lead)',
  ),
  'pdf.spec.ts > save as pdf (filename: output.pdf)': fail(
    "browser_pdf_save under --caps pdf is not in the built server this branch tests (dist/ is rebuilt by the lead); the unavailable case expects Playwright MCP's 'Tool not found' wording",
  ),
  'pdf.spec.ts > save as pdf unavailable': fail(
    "browser_pdf_save under --caps pdf is not in the built server this branch tests (dist/ is rebuilt by the lead); the unavailable case expects Playwright MCP's 'Tool not found' wording",
  ),
  'screenshot.spec.ts > --output-dir should work': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (default type should be png)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (element)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (filename is empty string)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (filename: "output.png")': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (fullPage with element should error)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (fullPage: true)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (imageResponses=omit)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (scale: device)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (type: jpeg)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (type: png)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (type: webp)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot (viewport without snapshot)': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'screenshot.spec.ts > browser_take_screenshot size cap': fail(
    "screenshot answers: Playwright MCP's result wording (file link, code) and options (imageResponses, scale: device, size cap) that pagemark words or honours differently",
  ),
  'snapshot-mode.spec.ts > should respect --snapshot-boxes': fail(
    "--snapshot-mode and --snapshot-boxes: Playwright MCP's snapshot file and YAML, not pagemark's text",
  ),
  'snapshot-mode.spec.ts > should respect --snapshot-mode=full': fail(
    "--snapshot-mode and --snapshot-boxes: Playwright MCP's snapshot file and YAML, not pagemark's text",
  ),
  'snapshot-mode.spec.ts > should respect --snapshot-mode=none': fail(
    "--snapshot-mode and --snapshot-boxes: Playwright MCP's snapshot file and YAML, not pagemark's text",
  ),
  'snapshot-mode.spec.ts > should respect snapshot[filename]': fail(
    "--snapshot-mode and --snapshot-boxes: Playwright MCP's snapshot file and YAML, not pagemark's text",
  ),
  'tabs.spec.ts > close tab': fail(
    "the tab list is in pagemark's words (### Tabs, t1 ids), not Playwright MCP's '- 0: (current) [Title](url)' lines",
  ),
  'tabs.spec.ts > create new tab': fail(
    "the tab list is in pagemark's words (### Tabs, t1 ids), not Playwright MCP's '- 0: (current) [Title](url)' lines",
  ),
  'tabs.spec.ts > create new tab with url': fail(
    "the tab list is in pagemark's words (### Tabs, t1 ids), not Playwright MCP's '- 0: (current) [Title](url)' lines",
  ),
  'tabs.spec.ts > list first tab': fail(
    "the tab list is in pagemark's words (### Tabs, t1 ids), not Playwright MCP's '- 0: (current) [Title](url)' lines",
  ),
  'tabs.spec.ts > list initial tabs': fail(
    "the tab list is in pagemark's words (### Tabs, t1 ids), not Playwright MCP's '- 0: (current) [Title](url)' lines",
  ),
  'tabs.spec.ts > select tab': fail(
    "the tab list is in pagemark's words (### Tabs, t1 ids), not Playwright MCP's '- 0: (current) [Title](url)' lines",
  ),
  'timeouts.spec.ts > action timeout (custom)': fail(
    "timeout errors are worded by pagemark (error TIMEOUT: ...), not as Playwright's 'Timeout 1000ms exceeded' text; or a Playwright ref target",
  ),
  'timeouts.spec.ts > action timeout (default)': fail(
    "timeout errors are worded by pagemark (error TIMEOUT: ...), not as Playwright's 'Timeout 1000ms exceeded' text; or a Playwright ref target",
  ),
  'type.spec.ts > browser_type': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot",
  ),
  'type.spec.ts > browser_type (no submit)': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot",
  ),
  'type.spec.ts > browser_type (slowly)': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot",
  ),
  'validation.spec.ts > reports invalid tool argument types': fail(
    "argument errors are worded by pagemark (arguments.x is required), not as zod's message",
  ),
  'validation.spec.ts > reports missing required tool arguments': fail(
    "argument errors are worded by pagemark (arguments.x is required), not as zod's message",
  ),
  'wait.spec.ts > browser_wait_for(text)': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; browser_wait_for's result wording",
  ),
  'wait.spec.ts > browser_wait_for(textGone)': fail(
    "targets Playwright's snapshot ref (e2, e3...), which pagemark never issued: its refs are the bracketed numbers of its own snapshot; browser_wait_for's result wording",
  ),
};

/**
 * Expected to fail against the pinned @playwright/mcp (the baseline run): 0.0.83 is five weeks newer
 * than the vendored specs (README.md), and these three describe the older behaviour.
 */
const PLAYWRIGHT: Table = {
  'capabilities.spec.ts > test snapshot tool list': fail(
    '0.0.83 lists browser_emulate_media among the core tools; the vendored list predates it',
  ),
  'dialogs.spec.ts > alert dialog': fail(
    '0.0.83 refuses a second click while the alert is open ("does not handle the modal state"); the spec expects it to report the modal state as a success',
  ),
  'screenshot.spec.ts > browser_take_screenshot size cap': fail(
    '0.0.83 does not scale a 2000x500 screenshot down to the 1568-pixel cap the spec expects',
  ),
};

export function expectationFor(
  target: 'pagemark' | 'playwright',
  file: string,
  title: string,
): Expectation | undefined {
  const key = `${file} > ${title}`;
  const e = LEFT_OUT[key] ?? (target === 'pagemark' ? PAGEMARK : PLAYWRIGHT)[key];
  return e;
}
