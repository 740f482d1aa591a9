/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
/** What a caller may ask of a snapshot (SnapshotOptions) and the same with every default filled in. */
type IncludeMode = 'interactive' | 'interactive+content' | 'all';
interface SnapshotOptions {
    /** -1 whole page, 0 viewport only, N px beyond the viewport. Default -1. */
    viewportExpansion?: number;
    include?: IncludeMode;
    /** Walk same-origin iframes. Default true. */
    frames?: boolean;
    /** Walk shadow roots. Default true. */
    shadow?: boolean;
    /** Attribute that receives elementId; false = never write to the DOM. Default 'data-element-id'. */
    markAttribute?: string | false;
    /** Stop registering after this many elements (snapshot marked truncated). Default 50,000. */
    maxElements?: number;
    /** Draw Set-of-Marks right after the snapshot. */
    highlight?: boolean;
    /** Capture the compact tree for the HTML format. Default true. */
    tree?: boolean;
    /**
     * Reuse what the last snapshot read about elements that did not change since (MutationObserver
     * dirty tracking, see src/dom/incremental/). The result is the same as a full snapshot's; false reads
     * everything afresh. Default true.
     */
    incremental?: boolean;
    /** Stop after this many ms and return a partial snapshot marked truncated. Default none. */
    deadlineMs?: number;
    /** Max characters of text kept per element. Default 200. */
    maxTextLength?: number;
    /**
     * snapshotAsync only: the longest stretch of work between two yields to the page, ms. The page's
     * own tasks (input, timers, rendering) run in between, so no task of ours is a "long task" (50 ms).
     * Default 20; 0 does it all in one task.
     */
    sliceMs?: number;
    /**
     * snapshotAsync only: how long cross-origin frames may take to answer over the postMessage bridge
     * before they are reported unreachable, ms. Default 1000 (0 = do not ask them). snapshot() is
     * synchronous and never asks.
     */
    bridgeTimeoutMs?: number;
    /**
     * Prefix of elementIds ('pm' -> 'pm-12'). A frame snapshotted for a parent gets 'pm' + its frame
     * id ('pma'), so ids stay unique in the stitched page (the bridge and drivers set it).
     */
    idPrefix?: string;
}
interface NormalizedSnapshotOptions {
    viewportExpansion: number;
    include: IncludeMode;
    frames: boolean;
    shadow: boolean;
    markAttribute: string | false;
    maxElements: number;
    highlight: boolean;
    tree: boolean;
    incremental: boolean;
    deadlineMs: number;
    maxTextLength: number;
    bridgeTimeoutMs: number;
    sliceMs: number;
    idPrefix: string;
}

/**
 * The pagemark data model: plain, serialisable, flat.
 *
 * Everything here must survive `JSON.parse(JSON.stringify(x))` unchanged: no DOM references, no
 * `undefined`-only semantics that JSON would drop silently in a way a renderer depends on, no nesting
 * that grows with DOM depth (V8's JSON.stringify overflows on objects nested ~10,000 deep). Records
 * point to their parents by index instead.
 */

/** CSS pixels in the top-level viewport (matches a viewport screenshot). */
interface BBox {
    x: number;
    y: number;
    width: number;
    height: number;
}
/** ARIA-ish states. Absent key = not applicable / false. */
interface ElementStates {
    checked?: boolean | 'mixed';
    selected?: boolean;
    expanded?: boolean;
    pressed?: boolean | 'mixed';
    disabled?: boolean;
    readonly?: boolean;
    required?: boolean;
    focused?: boolean;
    invalid?: boolean;
    /** Heading level (h1..h6, aria-level). */
    level?: number;
    multiple?: boolean;
    /** aria-current value when not "false". */
    current?: string;
    /** Inside an aria-hidden="true" subtree (still rendered, hidden from assistive tech). */
    ariaHidden?: boolean;
    /** Inside an inert subtree (rendered, but cannot be focused or clicked). */
    inert?: boolean;
    /** aria-haspopup value when present. */
    hasPopup?: string;
    /** Native or ARIA editable text (input, textarea, contenteditable). */
    editable?: boolean;
}
type LocatorKind = 'elementId' | 'testId' | 'id' | 'role' | 'label' | 'placeholder' | 'altText' | 'title' | 'xpath' | 'css' | 'text';
interface LocatorEntry {
    kind: LocatorKind;
    /**
     * The raw selector for this kind: a CSS selector for elementId/testId/id/css, an XPath for xpath,
     * `{"role": r, "name": n}` as JSON for role (with `"includeHidden": true` for an element hidden from
     * assistive technology), the text for text and label, the attribute value for placeholder, altText
     * and title.
     */
    value: string;
    /** A string a Playwright user can paste, e.g. `page.getByRole('button', { name: 'Login' })`. */
    playwright: string;
    /** Exactly one element in this element's document (or shadow scope) matched at snapshot time. */
    unique: boolean;
}
type FrameStatus = 'ok' | 'unreachable' | 'pending' | 'error';
interface FrameRecord {
    /** BrowserGym frame id ('' for the main frame; 'a', 'b', ..., 'ab' for b nested in a). */
    id: string;
    /** Index (ElementRecord.index) of the <iframe>/<frame> element hosting it; null for the main frame. */
    hostIndex: number | null;
    url: string;
    /** Offset of the frame's viewport origin in top-level viewport CSS px. */
    offset: {
        x: number;
        y: number;
    };
    status: FrameStatus;
    /** Why a frame is not ok (cross-origin, timeout, ...). */
    reason?: string;
    /** Same-origin or cross-origin relative to the top document. */
    crossOrigin: boolean;
}
type ElementKind = 'interactive' | 'content';
/**
 * Why an element was registered. Interactive: 'tag' (a native control or link), 'role' (a widget
 * role), 'contenteditable', 'draggable', 'tabindex' (focusable), 'onclick' (a handler attribute or
 * property), 'listener' (a click listener seen by the document-start hook), 'cursor' (cursor:
 * pointer where its parent has none), 'scroll' (a scroll container). Content: 'content' (a content
 * tag under include 'interactive+content'), 'all' (anything else under include 'all').
 */
type RegistrationReason = 'tag' | 'role' | 'contenteditable' | 'draggable' | 'tabindex' | 'onclick' | 'listener' | 'cursor' | 'scroll' | 'content' | 'all';
/**
 * Where the page put an element or its text so that no person sees it, though it is rendered:
 * wholly off-screen where no scrolling reaches it, a visually-hidden (screen-reader) pattern, or
 * under another element at every point hit-tested. Judged for every element and for its text.
 */
type PlacementConcealment = 'offscreen' | 'visually-hidden' | 'covered';
/**
 * How a piece of text is styled so that no person reads it: the colour of what is behind it, or too
 * small. Judged only for text that may address the model (core/model/hiddenInstructions.ts's
 * mayInstruct): white-on-white text that asks nothing of an agent stays unmarked.
 */
type StyleConcealment = 'low-contrast' | 'tiny';
/**
 * The concealment mark: why a person cannot see a piece of text the page holds (absent: they can).
 * One concept with one name in the model (`concealed`); the formats write it as `hidden=why`
 * (text, axtree) and `data-pm-hidden="why"` (html). The rules are in
 * dom/visibility/concealment.ts; renderers ask core/model/seen.ts's isSeen.
 */
type Concealment = PlacementConcealment | StyleConcealment;
interface ElementRecord {
    /** Unique across all frames, stable for the element's lifetime, never reused in the page's lifetime. */
    index: number;
    /** BrowserGym id: frame id prefix + index ("42", "a5", "ab3"). */
    bid: string;
    /** Unique in the page, written to the mark attribute (default data-element-id) unless disabled. */
    elementId: string;
    /** Lower-case local name ("button", "input", "my-widget"). */
    tag: string;
    /** Explicit role (first valid token) or implicit role per HTML-AAM; '' when none (generic). */
    role: string;
    /** Accessible name (accname 1.2). */
    name: string;
    /**
     * Accessible description (accname 1.2 §4.3.1: aria-describedby, aria-description, else a title
     * that did not give the name); absent when empty. In the JSON and axtree formats, not the text one.
     */
    description?: string;
    /** Visible text content, whitespace-collapsed, truncated. */
    text: string;
    /** Current value of form controls (input, textarea, select: selected option labels joined by ", "). */
    value?: string;
    /** Kept attributes only (see render keep-lists); values truncated. */
    attributes: Record<string, string>;
    states: ElementStates;
    locators: LocatorEntry[];
    /** Border box in top-level viewport CSS px; null when it has no box (not rendered). */
    bbox: BBox | null;
    /** Fraction (0..1) of the border box inside the viewport and not clipped by overflow ancestors. */
    visibility: number;
    /** Rendered and perceivable: not display:none, visibility:hidden, opacity 0, zero size, fully clipped. */
    isVisible: boolean;
    /** Box intersects the viewport. */
    inViewport: boolean;
    isInteractive: boolean;
    kind: ElementKind;
    /** Rendered, yet a person cannot see it or its text (absent: they can). */
    concealed?: Concealment;
    /**
     * Present when the accessible name is not what a person sees as the element's label (it comes
     * from aria-label, aria-labelledby, title or alt): the label a person sees ('' when none).
     */
    label?: string;
    /** Hit tests at sample points land on this element (or a descendant); null when unknown (off-viewport). */
    isTopElement: boolean | null;
    /** Bid of the covering element when registered, else a short description; null when not covered/unknown. */
    obscuredBy: string | null;
    /** Approximation of Chrome's isClickable. */
    clickable: boolean;
    /** Whether a visual agent should see this element labelled. */
    setOfMarks: boolean;
    /** Frame id ('' for the main frame). */
    frame: string;
    /** `index` of the nearest registered ancestor (composed tree, across shadow roots and frames), or null. */
    parent: number | null;
    /** Number of registered ancestors. */
    depth: number;
    /** Why it was registered (RegistrationReason). */
    reason: RegistrationReason;
    /** First time this element appears in a snapshot (false on later snapshots). */
    isNew: boolean;
    /** Element's input type for <input> (lower-case), absent otherwise. */
    inputType?: string;
    /** For <select> and listboxes: the options (label, value, selected), capped. */
    options?: OptionRecord[];
    /** A scroll container (overflow auto/scroll with more content than its box): CSS px left each way. */
    scroll?: ScrollRoom;
    /** Position of this element's node in Snapshot.tree.nodes (-1 when the tree was not captured). */
    node: number;
}
interface ScrollRoom {
    up: number;
    down: number;
    left: number;
    right: number;
}
interface OptionRecord {
    label: string;
    value: string;
    selected: boolean;
    disabled?: boolean;
}
/**
 * A compact tree of the rendered page for the HTML format and for "text between elements".
 * Pre-order (document/flat-tree order). Node 0 is the root (the top document's <body> or <html>).
 */
interface TreeNode {
    /** Position of the parent node in `nodes`; -1 for the root. */
    parent: number;
    /** Lower-case tag, or '#text' for a text node. */
    tag: string;
    /** Collapsed text of a '#text' node. */
    text?: string;
    /** `ElementRecord.index` when this node is a registered element. */
    index?: number;
    /** A '#text' node a person cannot see (absent: they can). */
    concealed?: Concealment;
    /** Kept attributes of unregistered nodes (keep-list only). */
    attrs?: Record<string, string>;
    /** Frame id when this node is the root of a frame document. */
    frame?: string;
    /**
     * Whether layout sets this element's text apart from its neighbours' (its computed display is not
     * `inline`, as Playwright's aria snapshot reads it), present only where that differs from the tag's
     * usual layout (`core/render/blockTags.ts`): a span laid out inline-block or as a flex item, a
     * label left inline.
     */
    block?: boolean;
    /** Number of nodes in this node's subtree including itself (nodes[i+1 .. i+size-1] are descendants). */
    size: number;
}
interface SnapshotTree {
    nodes: TreeNode[];
}
/**
 * What went wrong in part of a snapshot (the rest is still returned): an element whose reads threw,
 * the locators phase, the marks asked for, the built-ins the page replaced, a cross-origin frame that could not
 * be stitched in, a page that changed while a sliced snapshot ran, or the snapshot as a whole.
 */
type SnapshotErrorCode = 'SNAPSHOT_FAILED' | 'ELEMENT_FAILED' | 'LOCATORS_FAILED' | 'HIGHLIGHT_FAILED' | 'BUILTINS_REPLACED' | 'STITCH_FAILED' | 'PAGE_CHANGED';
interface SnapshotError {
    code: SnapshotErrorCode;
    message: string;
    bid?: string;
}
/**
 * Something the caller's model should be told about the page, from pagemark. HIDDEN_INSTRUCTIONS:
 * text a person cannot see (concealed text, a name-only accessible name) addresses an assistant or
 * asks to ignore instructions, reveal, send, transfer or open a URL: the injection pattern.
 */
interface SnapshotWarning {
    code: 'HIDDEN_INSTRUCTIONS';
    message: string;
    /** The elements holding the text (or the nearest registered ancestor of the text). */
    bids: string[];
}
interface SnapshotStats {
    /** Elements visited by the walk (all frames). */
    visited: number;
    registered: number;
    interactive: number;
    frames: number;
    shadowRoots: number;
    durationMs: number;
    /** Elements whose cached reads were reused (incremental snapshots; 0 in a full one). */
    reused: number;
    /**
     * Hit tests made to decide `isTopElement` (0 when an incremental snapshot reused them). Their cost
     * is the page's: Chromium's hit test walks the page's paint layers, so a point costs more the
     * larger the page (docs/benchmarks.md).
     */
    hitTests: number;
    /** Where `durationMs` went, by phase. */
    timings: SnapshotTimings;
    /**
     * Incremental snapshots only: why this one read every element afresh (the first snapshot, a
     * stylesheet change, a resize, ...). Absent when it reused the cache or incremental is off.
     */
    fullReason?: string;
    /**
     * Incremental snapshots only: why every element's style was read afresh although the rest was
     * reused (a stylesheet that cannot be read, a stylesheet edit, `@container`, ...).
     */
    stylesReason?: string;
    /**
     * Incremental snapshots only: why boxes and hit tests were read afresh although the rest was reused
     * (the DOM changed, the page scrolled, an image was loading, ...). Absent when they were reused.
     */
    layoutReason?: string;
}
/**
 * Milliseconds per phase of one snapshot (each rounded to 0.01; they add up to `durationMs` up to
 * rounding). For snapshotAsync, `other` also holds the time it yielded to the page between slices
 * and waited for cross-origin frames.
 */
interface SnapshotTimings {
    /** The walk: style reads, boxes, registration, roles, names, states, attributes and the tree. */
    walk: number;
    /** Each record's text from the tree. */
    text: number;
    /** Identity carried over to re-rendered elements (reconcileIdentity). */
    identity: number;
    /** Occlusion: the `hitTests` hit tests and what they prove. */
    occlusion: number;
    /** The locator fallback chains. */
    locators: number;
    /** Set-of-Marks flags, the mark attributes written, the duplicate-mark check. */
    marks: number;
    /** Everything else: setup, the incremental tracker before and after, the diff, committing. */
    other: number;
}
interface Capabilities {
    /** The document-start hook ran before the page's scripts (closed shadow roots, listeners). */
    documentStartHook: boolean;
    closedShadowRoots: boolean;
    listenerTracking: boolean;
    popover: boolean;
    elementsFromPoint: boolean;
    /**
     * Present only when the page replaced built-ins pagemark uses before pagemark loaded (absent: all
     * native). 'recovered': every one was taken from a fresh realm instead; 'partial': some could not
     * be (listed in an error with code BUILTINS_REPLACED): results may miss what they would have read.
     */
    pristineBuiltins?: 'recovered' | 'partial';
}
interface SnapshotDiff {
    added: number[];
    removed: number[];
    changed: {
        index: number;
        fields: string[];
    }[];
}
interface Viewport {
    width: number;
    height: number;
    scrollX: number;
    scrollY: number;
    devicePixelRatio: number;
    /** Full scrollable size of the top document. */
    scrollWidth: number;
    scrollHeight: number;
}
interface Snapshot {
    /** Model version for consumers. */
    version: 1;
    url: string;
    title: string;
    viewport: Viewport;
    elements: ElementRecord[];
    focusedBid: string | null;
    frames: FrameRecord[];
    stats: SnapshotStats;
    errors: SnapshotError[];
    /** Absent when there is nothing to say. */
    warnings?: SnapshotWarning[];
    tree: SnapshotTree;
    /** Changes since the previous snapshot in this page (null on the first). */
    diff: SnapshotDiff | null;
    /** True when maxElements or deadlineMs cut the walk short. */
    truncated: boolean;
    truncatedReason?: string;
    capabilities: Capabilities;
    /** performance.now()-independent wall clock of when it was taken (ms since epoch). */
    timestamp: number;
    /** The normalised options the snapshot was taken with. */
    options: NormalizedSnapshotOptions;
}

/** How a command names its element: index (number), bid or elementId (string), or a locator. */
type TargetRef = number | string | {
    index: number;
} | {
    bid: string;
} | {
    elementId: string;
} | {
    locator: LocatorEntry | {
        kind: LocatorKind;
        value: string;
    };
};
/** A point in the viewport, CSS pixels from its top-left corner (BrowserGym's and browser-use's coordinates). */
interface Point {
    x: number;
    y: number;
}
/**
 * A file for `upload` given by content. A page cannot read the disk: paths (strings) need a driver
 * (pagemark/playwright, pagemark/puppeteer), which uploads them with the framework's own call.
 */
interface FilePayload {
    name: string;
    /** MIME type, e.g. 'text/plain'. Default ''. */
    mimeType?: string;
    /** Content as text (UTF-8) ... */
    text?: string;
    /** ... or as base64. */
    base64?: string;
}
/** A tab of a session: its id (`t2`, stable for the tab's life) or its position in the tab list. */
type TabRef = string | number;
type MouseButton = 'left' | 'right' | 'middle';
/** What every command may carry, whatever its verb. */
interface CommandOptions {
    /** Skip actionability checks. */
    force?: boolean;
    /**
     * Resolve the target and run the actionability checks, but do not act: the result carries the
     * hit point (`point`). Drivers use it to perform trusted input themselves (src/node/drivers/).
     */
    dryRun?: boolean;
    /**
     * With dryRun, on a pointer verb: arm the hit-target guard for the driver's trusted input that
     * follows (src/dom/actions/hitGuard.ts). Only a host that sends that input asks for it: an armed
     * guard cancels the next trusted press that lands elsewhere, which would swallow a person's own
     * click after a dry run made only to ask whether an action would work.
     */
    guardInput?: boolean;
    /** Max time for actionability retries and waits, ms. Default 2000 (wait: 5000). */
    timeout?: number;
    /** Return a fresh snapshot in the result. Default true. */
    snapshot?: boolean;
    /**
     * Mutation-quiet period that counts as settled, ms. Default DEFAULT_SETTLE_MS (see
     * `settleOnWork`).
     */
    settleMs?: number;
    /** Upper bound for settling, ms. Default 1500. */
    settleTimeoutMs?: number;
    /**
     * The settle wait may end before `settleMs` once the page's own timers and requests the action
     * set off are done and three frames have rendered quiet (dom/actions/settle.ts), and never ends
     * before them. Default true. false: the whole quiet period, as a session over a driver with no
     * early word of new tabs asks (Puppeteer, Firefox: its browser window counts from the page
     * command's end, drivers/hostTypes.ts ActOptions).
     */
    settleOnWork?: boolean;
    /** The dialect the command came in (for history and debugging). */
    dialect?: string;
    /** The original text of a string command. */
    source?: string;
}
/** A verb that acts on one element, named by `target`. */
interface OnElement extends CommandOptions {
    target: TargetRef;
    at?: undefined;
}
/** A verb about the page, the focus or the browser: no element. */
interface Untargeted extends CommandOptions {
    target?: undefined;
    at?: undefined;
}
/**
 * A pointer verb aims at an element (`target`) or at a point of the viewport (`at`): the point runs
 * through the same hit test and dispatch as an element's action point (src/dom/actions/pointer.ts).
 */
type Aimed = (CommandOptions & {
    target: TargetRef;
    at?: undefined;
}) | (CommandOptions & {
    at: Point;
    target?: undefined;
});
/** click, dblclick, rightclick, hover: at an element or at a point (BrowserGym `mouse_click`, browser-use coordinates). */
type PointerCommand = Aimed & {
    action: 'click' | 'dblclick' | 'rightclick' | 'hover';
    button?: MouseButton;
    /** 'Shift', 'Control', 'Alt', 'Meta', 'ControlOrMeta'. */
    modifiers?: string[];
};
/** mouseDown, mouseUp: move to the point, then press or release a button (BrowserGym `mouse_down` / `mouse_up`). */
interface MouseButtonCommand extends CommandOptions {
    action: 'mouseDown' | 'mouseUp';
    at: Point;
    target?: undefined;
    button?: MouseButton;
}
type ElementVerb = 'focus' | 'clear' | 'check' | 'uncheck' | 'scrollIntoView' | 'getValue' | 'options';
/** Verbs whose only field is their element (one member per verb, so a switch on `action` narrows). */
type ElementCommand = {
    [V in ElementVerb]: OnElement & {
        action: V;
    };
}[ElementVerb];
interface FillCommand extends OnElement {
    action: 'fill';
    text: string;
}
/** type: keystrokes into the element, or without one into whatever has focus (BrowserGym `keyboard_type`). */
interface TypeCommand extends CommandOptions {
    action: 'type';
    target?: TargetRef;
    at?: undefined;
    text: string;
}
/** insertText: text into the focused control with an input event and no key events (BrowserGym `keyboard_insert_text`). */
interface InsertTextCommand extends Untargeted {
    action: 'insertText';
    text: string;
}
/** press: a key or combination ('Enter', 'Control+A', 'Shift+Tab'), to the element or to what has focus. */
interface PressCommand extends CommandOptions {
    action: 'press';
    target?: TargetRef;
    at?: undefined;
    key: string;
}
/** keyDown, keyUp: one half of a key press, to what has focus (BrowserGym `keyboard_down` / `keyboard_up`). */
interface KeyCommand extends Untargeted {
    action: 'keyDown' | 'keyUp';
    key: string;
}
/** select: options by value, label or index (numbers). */
interface SelectCommand extends OnElement {
    action: 'select';
    values: (string | number)[];
}
/**
 * selectText: select the element's text, or the first occurrence of `text` in it (exact, else
 * ignoring case), as a triple click or a drag would; the result's `value` is the selected text.
 */
interface SelectTextCommand extends OnElement {
    action: 'selectText';
    text?: string;
}
/**
 * scroll: the page, the element's scrollable container (`target`) or the scrollable box under a
 * point (`at`, BrowserGym `scroll_at`). By a direction and an amount (px, 'page', or `pages`, a
 * multiple of the viewport height as browser-use counts it), or by pixels (dx, dy).
 */
interface ScrollCommand extends CommandOptions {
    action: 'scroll';
    target?: TargetRef;
    at?: Point;
    direction?: 'up' | 'down' | 'left' | 'right' | 'top' | 'bottom';
    amount?: number | 'page';
    /** browser-use `scroll.pages`: how many viewport heights (0.5: half a page). */
    pages?: number;
    dx?: number;
    dy?: number;
}
/** drag: from an element to an element, or from a point to a point (BrowserGym `mouse_drag_and_drop`). */
/**
 * drag: where on the drop target: `before` / `after` (a quarter of its size from its leading or
 * trailing edge along the direction of travel) or an offset from its top-left corner, CSS px.
 * Default: past its middle in the direction of travel.
 */
type DropAt = 'before' | 'after' | {
    x: number;
    y: number;
};
type DragCommand = (OnElement & {
    action: 'drag';
    to: TargetRef;
    toAt?: undefined;
    dropAt?: DropAt;
}) | (CommandOptions & {
    action: 'drag';
    at: Point;
    toAt: Point;
    target?: undefined;
    to?: undefined;
});
interface GotoCommand extends Untargeted {
    action: 'goto';
    url: string;
    /** Open the URL in a new tab (browser-use `navigate {new_tab: true}`): the session does it. */
    newTab?: boolean;
}
interface HistoryCommand extends Untargeted {
    action: 'back' | 'forward' | 'reload';
}
/** wait: milliseconds, or until text / a selector appears (bounded by timeout). */
interface WaitCommand extends Untargeted {
    action: 'wait';
    ms?: number;
    untilText?: string;
    selector?: string;
}
/** noop: nothing, after an optional wait (BrowserGym `noop(wait_ms)`). */
interface NoopCommand extends Untargeted {
    action: 'noop';
    ms?: number;
}
/** extract, getText: the readable text of the element or of the page. */
interface ReadCommand extends CommandOptions {
    action: 'extract' | 'getText';
    target?: TargetRef;
    at?: undefined;
}
/**
 * upload: file paths (driver only) or contents, into the file input of the element or of the point;
 * [] clears it. Without either, it answers the file chooser an action opened (a session does; in the
 * page alone it is NEEDS_HOST), as Playwright MCP's browser_file_upload does.
 */
type UploadCommand = (Aimed | Untargeted) & {
    action: 'upload';
    files: (string | FilePayload)[];
};
/** scrollToText: scroll the first element whose text holds `text` into view (browser-use `find_text`). */
interface ScrollToTextCommand extends Untargeted {
    action: 'scrollToText';
    text: string;
}
/** searchPage: grep the page text, matches with context (browser-use `search_page`). */
interface SearchPageCommand extends Untargeted {
    action: 'searchPage';
    pattern: string;
    regex?: boolean;
    caseSensitive?: boolean;
    contextChars?: number;
    /** A CSS selector limiting the search. */
    cssScope?: string;
    maxResults?: number;
}
/** findElements: elements matching a CSS selector, with text and attributes (browser-use `find_elements`). */
interface FindElementsCommand extends Untargeted {
    action: 'findElements';
    selector: string;
    attributes?: string[];
    maxResults?: number;
    includeText?: boolean;
}
interface NewTabCommand extends Untargeted {
    action: 'newTab';
    url?: string;
}
interface SwitchTabCommand extends Untargeted {
    action: 'switchTab';
    tab: TabRef;
}
/** closeTab: the tab named, or the active one. */
interface CloseTabCommand extends Untargeted {
    action: 'closeTab';
    tab?: TabRef;
}
interface ListTabsCommand extends Untargeted {
    action: 'listTabs';
}
/** dialog: accept (true) or dismiss (false) the pending dialog; `text` answers a prompt. */
interface DialogCommand extends Untargeted {
    action: 'dialog';
    accept: boolean;
    text?: string;
}
/**
 * message: a message to the user (browser-use `done`, BrowserGym `send_msg_to_user` /
 * `report_infeasible`): nothing happens in the page; the result carries it as `message`.
 */
interface MessageCommand extends Untargeted {
    action: 'message';
    text: string;
    messageKind: 'info' | 'done' | 'infeasible';
    /** messageKind 'done': whether the task succeeded (browser-use `done.success`). */
    success?: boolean;
}
/** writeFile: write (or with `append`, add to) a text file of the session's output folder. */
interface WriteFileCommand extends Untargeted {
    action: 'writeFile';
    file: string;
    content: string;
    append?: boolean;
}
/** readFile: a file the session wrote, or one of the session's `availableFilePaths`. */
interface ReadFileCommand extends Untargeted {
    action: 'readFile';
    file: string;
}
/** replaceFile: replace every occurrence of `oldText` with `newText` in a file the session wrote. */
interface ReplaceFileCommand extends Untargeted {
    action: 'replaceFile';
    file: string;
    oldText: string;
    newText: string;
}
/** evaluate: run JavaScript in the active tab; only in a session opened with `allowEval: true`. */
interface EvaluateCommand extends Untargeted {
    action: 'evaluate';
    code: string;
}
/** screenshot: a PNG of the active tab's viewport, saved in the output folder. */
interface ScreenshotCommand extends Untargeted {
    action: 'screenshot';
    file?: string;
}
/** pdf: the active tab printed to PDF in the output folder (Chromium; browser-use `save_as_pdf`). */
interface PdfCommand extends Untargeted {
    action: 'pdf';
    file?: string;
    printBackground?: boolean;
    landscape?: boolean;
    /** 0.1 to 2. */
    scale?: number;
    /** Letter (default), Legal, A4, A3 or Tabloid. */
    paperFormat?: string;
    /** Date in the header, URL and page numbers in the footer (default true, as browser-use). */
    displayHeaderFooter?: boolean;
    headerTemplate?: string;
    footerTemplate?: string;
}
/** The normalised command every dialect parses into: one member per verb, with that verb's fields. */
type ActionCommand = PointerCommand | MouseButtonCommand | ElementCommand | FillCommand | TypeCommand | InsertTextCommand | PressCommand | KeyCommand | SelectCommand | SelectTextCommand | ScrollCommand | DragCommand | GotoCommand | HistoryCommand | WaitCommand | NoopCommand | ReadCommand | UploadCommand | ScrollToTextCommand | SearchPageCommand | FindElementsCommand | NewTabCommand | SwitchTabCommand | CloseTabCommand | ListTabsCommand | DialogCommand | MessageCommand | WriteFileCommand | ReadFileCommand | ReplaceFileCommand | EvaluateCommand | ScreenshotCommand | PdfCommand;
type Verb = ActionCommand['action'];
/** A dialect command object: browser-use `{input: {index, text}}`, `{action, params}` of the extension seed, ... */
type DialectObject = {
    readonly [name: string]: unknown;
};
/**
 * What act() accepts: a command object, a BrowserGym action string (`click('12')`), or an object
 * of another dialect, which parseCommand turns into an ActionCommand (or a typed INVALID_COMMAND).
 */
type CommandInput = ActionCommand | string | DialectObject;

type ErrorCode = 'INVALID_COMMAND' | 'NOT_FOUND' | 'STALE_ELEMENT' | 'NOT_VISIBLE' | 'DISABLED' | 'NOT_EDITABLE' | 'NOT_STABLE' | 'OBSCURED' | 'OUTSIDE_VIEWPORT' | 'NOT_SCROLLABLE' | 'NOT_APPLIED' | 'NOT_SUPPORTED' | 'TIMEOUT' | 'FRAME_UNREACHABLE' | 'NAVIGATION_FAILED'
/** The command needs a browser session (tabs, dialogs, a new tab): the page alone cannot do it. */
 | 'NEEDS_HOST'
/** A tab id or position that names no open tab. */
 | 'NO_SUCH_TAB'
/** A dialog answer with no dialog pending. */
 | 'NO_DIALOG'
/** A dialog is pending: the page is blocked until it is answered. */
 | 'DIALOG_PENDING'
/** A folder the session must write to (downloads) cannot be written. */
 | 'NOT_WRITABLE'
/** The action ran and nothing observable changed where it should have (a drag that did not land). */
 | 'NO_EFFECT'
/** The session was not opened with the capability the command needs (evaluate: `allowEval`). */
 | 'NOT_ALLOWED'
/** evaluate: the page's JavaScript threw or its promise rejected. */
 | 'SCRIPT_ERROR' | 'INTERNAL';
interface PagemarkError {
    code: ErrorCode;
    message: string;
    hint?: string;
}

/** What an action answers: its outcome, what it changed in the page, and what a session saw the browser do. */

interface ActionEffects {
    navigated: boolean;
    valueAfter?: string;
    checkedAfter?: boolean;
    /** DOM mutations observed between the action and the settle point. */
    mutations: number;
    /** Elements registered for the first time by the post-action snapshot. */
    newElements: number;
    /** scroll: how far the scrolled box (or the page) moved, CSS px (0, 0: it was already at its end). */
    scrolled?: {
        x: number;
        y: number;
    };
}
/** A message to the user, as the agent loop and the BrowserGym shape (`chat_messages`) pass it on. */
interface UserMessage {
    kind: 'info' | 'done' | 'infeasible';
    text: string;
    success?: boolean;
}
interface ActionResultBase {
    action: Verb | 'invalid';
    target: {
        index: number;
        bid: string;
        elementId: string;
    } | null;
    /** How the target was found: 'live' (the same element), a locator kind after a re-render, or null. */
    resolvedBy: 'live' | LocatorKind | null;
    effects: ActionEffects;
    /** What act() extracted (extract, getText, getValue, options, searchPage, findElements). */
    value?: string;
    /** dryRun: where a pointer would act, relative to the element's border box (CSS px). */
    point?: {
        x: number;
        y: number;
    };
    /** dryRun: the same point in the viewport (CSS px), when the element is in the frame's own document. */
    at?: {
        x: number;
        y: number;
    };
    /** Time spent in act() excluding the settle wait, ms. */
    durationMs: number;
    snapshot?: Snapshot;
    /** message: the message, as the agent loop and the BrowserGym shape pass it on. */
    message?: UserMessage;
    /** writeFile, replaceFile, screenshot, pdf: the absolute path of the file written (set by a session host). */
    file?: string;
    /** What the browser did around the page while the action ran; set by a session (src/node/session/). */
    browser?: BrowserEffects;
}
/** The action was done (its effects say what changed). */
interface ActionSuccess extends ActionResultBase {
    ok: true;
    error?: undefined;
}
/** The action failed, with a machine-readable code. */
interface ActionFailure extends ActionResultBase {
    ok: false;
    error: PagemarkError & {
        obscuredBy?: string;
        candidates?: string[];
    };
}
type ActionResult = ActionSuccess | ActionFailure;
/** A dialog the page opened (alert, confirm, prompt, beforeunload). */
interface DialogInfo {
    tabId: string;
    type: 'alert' | 'confirm' | 'prompt' | 'beforeunload';
    message: string;
    /** prompt(): the default value the page offered. */
    defaultValue?: string;
    /** 'pending' until answered; then who answered it and how. */
    state: 'pending' | 'accepted' | 'dismissed';
    by?: 'policy' | 'agent';
    /** prompt(): the text it was accepted with. */
    promptText?: string;
}
/** A download the page started. */
interface DownloadInfo {
    tabId: string;
    url: string;
    suggestedFilename: string;
    state: 'saved' | 'failed';
    path?: string;
    size?: number;
    error?: string;
    /** Why it failed, machine-readable: NOT_WRITABLE (the downloads folder), TIMEOUT, INTERNAL. */
    code?: ErrorCode;
}
/** A file chooser an action opened (an input of type file asked for files). */
interface FileChooserInfo {
    tabId: string;
    multiple: boolean;
    state: 'pending' | 'answered' | 'cancelled';
    /** The index of the file input in the last snapshot, when it has one. */
    index?: number;
}
/** What a session saw the browser do between the start and the end of an action. */
interface BrowserEffects {
    tabsOpened: {
        tabId: string;
        url: string;
        openerTabId?: string;
    }[];
    tabsClosed: {
        tabId: string;
    }[];
    navigations: {
        tabId: string;
        from: string;
        to: string;
    }[];
    dialogs: DialogInfo[];
    downloads: DownloadInfo[];
    fileChoosers: FileChooserInfo[];
    /** The active tab after the action. */
    activeTabId: string;
}

/** The options of the indexed text format (renderText.ts). */
interface TextRenderOptions {
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

/**
 * Format B, simplified HTML: sanitised HTML of the rendered page, for tools that need structure.
 * Built from `snapshot.tree` (pre-order, with subtree sizes): scripts, styles, comments and hidden
 * elements never reach the tree; here attributes are reduced to a keep-list, registered elements
 * carry `data-element-id` (or `bid`), empty nodes are dropped, and wrappers are condensed.
 *
 * Modes:
 *  - 'full': every rendered element that has content (text, a registered element or an image
 *    below it), keep-list attributes, no condensing;
 *  - 'structure' (default): as full, but a wrapper without attributes whose only content is one
 *    element is replaced by that element (div > div > div > button becomes button);
 *  - 'minimal': registered elements and text only, flat (no wrappers at all);
 *  - 'interactive-only': interactive registered elements only, flat, with their names as content.
 * The contents of a frame follow its <iframe> as `<section data-frame="a">…</section>` (an iframe's
 * children are not markup in HTML, so the output still parses back to the same elements).
 */

type HtmlMode = 'full' | 'structure' | 'minimal' | 'interactive-only';
interface HtmlRenderOptions {
    mode?: HtmlMode;
    /** Id attribute on registered elements: 'elementId' -> data-element-id="pm-12", 'bid' -> bid="12". */
    idAttribute?: 'elementId' | 'bid';
    /**
     * Also render what a person cannot see: registered elements that are not visible or concealed
     * (marked `data-pm-hidden="why"`) and concealed text (in a `<span data-pm-hidden="why">`).
     * Default false.
     */
    hidden?: boolean;
}

/**
 * Format C, JSON: every registry element with its full metadata, in a stable key order, compact.
 * Keys with no value (undefined) are omitted; the order (core/model/recordFields.ts) is the contract.
 */

interface JsonRenderOptions {
    /** Only visible elements. Default false (every element). */
    visibleOnly?: boolean;
    /** Pretty-print with this indentation. Default 0 (compact). */
    indent?: number;
}

/**
 * BrowserGym's `axtree_txt` shape, from the registry: indented `[bid] role 'name', prop=value` lines
 * with `StaticText` children for text that is not inside a listed element. The commercial harness
 * variant (`[42] button "Add to Cart", visible, clickable`) is `flavor: 'harness'`.
 */

interface AxtreeRenderOptions {
    flavor?: 'browsergym' | 'harness';
    /** List elements that are not visible or concealed too (marked `hidden='why'`). Default false. */
    hidden?: boolean;
}

/**
 * `render(snapshot, format, options?)`: a Snapshot as the string an LLM (or a tool) reads.
 * Pure: a snapshot that went through JSON.stringify/JSON.parse renders to the same string in Node.
 */

type Format = 'text' | 'html' | 'json' | 'axtree';

/**
 * The options of one format or another. Formats share few names and one clashes (text's
 * `indent: boolean`, json's `indent: number`), so each format has its own overload below: an
 * option of another format is a type error when the format is a literal.
 */
type RenderOptions = TextRenderOptions | HtmlRenderOptions | JsonRenderOptions | AxtreeRenderOptions;

/** highlight()'s options: their checks, and the records they select. */

interface HighlightOptions {
    /** Which elements: 'all' visible (default), 'interactive', 'viewport', 'marks' (setOfMarks), or a list of indexes/bids. */
    filter?: 'all' | 'interactive' | 'viewport' | 'marks' | (number | string)[];
    /** Label text. Default 'index'. */
    label?: 'index' | 'bid' | 'none';
    /** One colour for every mark, or a palette cycled by index. */
    color?: string;
    palette?: string[];
    /** Box fill opacity (0..1). Default 0.08; borders are always opaque. */
    opacity?: number;
    /** One element to emphasise (what an action is about to touch). */
    focus?: number | string;
    /** Open shadow root (inspectable in devtools and by tests). */
    debug?: boolean;
}

/**
 * The browser session as JSON: the tabs, which one is active, and what the browser is waiting on
 * (a dialog, a file chooser) or has done (downloads). A session host (src/node/session/, the Python
 * package) fills it; the renderers (src/core/render/renderSession.ts), the agent and the BrowserGym
 * shape read it. Pure data, so every host shares one renderer.
 */

/** A tab of a session. */
interface TabInfo {
    /** `t1`, `t2`, ...: given when the tab opens, never reused, stable for the tab's life. */
    id: string;
    /** Position in the tab list (opening order of the tabs still open), from 0. */
    index: number;
    url: string;
    title: string;
    active: boolean;
    /** The tab whose page opened this one (a popup, a target=_blank link). */
    openerTabId?: string;
}
/**
 * What a session does with a dialog nobody asked for: accept it, dismiss it, or keep it pending
 * until a `dialog` action answers it ('ask', the default for agents).
 */
type DialogPolicy = 'accept' | 'dismiss' | 'ask';
interface SessionState {
    tabs: TabInfo[];
    activeTabId: string;
    /** Dialogs still open (policy 'ask'); the page that opened one is blocked until it is answered. */
    dialogs: DialogInfo[];
    /** A file chooser waiting for `upload` (any other action cancels it). */
    fileChooser: FileChooserInfo | null;
    /** Downloads since the last observation (saved or failed). */
    downloads: DownloadInfo[];
}

/**
 * `observe(options?)`: one object with the observation shapes agents already consume. Takes a fresh
 * snapshot unless one is given. Shapes: 'browsergym', 'harness', 'miniwob', 'extension' (default:
 * all but miniwob, which reads styles of every element and costs more).
 */

type Shape = 'browsergym' | 'harness' | 'miniwob' | 'extension';
interface ObserveOptions {
    shapes?: Shape[];
    snapshot?: Snapshot;
    snapshotOptions?: SnapshotOptions;
    /** The browser session's tabs (from a Node session host): BrowserGym's open_pages_urls and active_page_index. */
    session?: SessionState;
}

/** The types between the shared host (createHost.ts) and the framework adapters, one per library. */

/** What a driver must provide. F is its Frame type, H its ElementHandle type. */
interface FrameAdapter<F, H> {
    mainFrame(): F;
    childFrames(f: F): F[];
    /** Evaluate `fn(arg)` in the frame's main world. */
    evaluate<T, A>(f: F, fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
    /** Evaluate a source string (the bundle) in the frame. */
    evaluateSource(f: F, source: string): Promise<void>;
    /** Evaluate `fn(iframeElement)` in the parent frame, on the element that hosts `child`. */
    evaluateOnFrameElement<T>(child: F, fn: (el: Element) => T): Promise<T | null>;
    /** Handle of `pagemark.protocol.elementByIndex(index)` in frame f. */
    elementHandle(f: F, index: number): Promise<H | null>;
    contentFrame(h: H): Promise<F | null>;
    /** The driver frame whose document holds the element. */
    ownerFrame(h: H): Promise<F | null>;
    querySelector(f: F, selector: string): Promise<H | null>;
    /** Trusted input on the element, at `point` (relative to its border box). */
    perform(h: H, cmd: ActionCommand, point: {
        x: number;
        y: number;
    } | undefined): Promise<void>;
    /** Trusted input with no element (a viewport point, keys to the focus); false: run it in the page. */
    performPage?(cmd: ActionCommand): Promise<boolean>;
    addInitScript(source: string): Promise<void>;
}
interface AttachOptions {
    /**
     * Install the document-start hooks (closed shadow roots, JavaScript click listeners) in every new
     * document. They patch `attachShadow` and `addEventListener` as the page sees them. Default true.
     */
    hooks?: boolean;
    /** Bundle source to inject (default: dist/pagemark.iife.min.js next to this module; bundleFile.ts). */
    source?: string;
}
interface ActOptions {
    /**
     * Perform the input through the driver (real mouse and keyboard events, isTrusted === true) after
     * pagemark's resolution and actionability checks in the page. Default true, as in the Python
     * package and the CLI agent; `trusted: false` dispatches the events in the page instead.
     */
    trusted?: boolean;
    /**
     * Let the page's settle wait end once the page's own timers and requests are done (the command's
     * `settleOnWork`). Default true. A session sets it false over a driver that cannot tell of a tab
     * on its way (Puppeteer, Firefox): its browser window counts from the page command's end, so a
     * page wait ended early would shorten the time a new tab has to be reported by the library.
     */
    settleOnWork?: boolean;
}
interface HostPage<F, H> {
    snapshot(options?: SnapshotOptions): Promise<Snapshot>;
    render(snapshot: Snapshot, format?: Format, options?: RenderOptions): string;
    observe(options?: Omit<ObserveOptions, 'snapshot'>): Promise<Record<string, unknown>>;
    act(command: CommandInput, options?: ActOptions): Promise<ActionResult>;
    highlight(options?: HighlightOptions): Promise<void>;
    clearHighlights(): Promise<void>;
    dispose(): Promise<void>;
    /** The last stitched snapshot. */
    last(): Snapshot | null;
    /** The driver frame that owns an element (by index or bid), and its index there. */
    locate(target: number | string): Promise<{
        frame: F;
        index: number;
    } | null>;
    /** Driver handle of an element (by index or bid) in the frame that owns it. */
    handle(target: number | string): Promise<H | null>;
}

interface UrlPolicy {
    /** Folders whose files `file:` URLs may open; empty: `file:` refused. */
    fileRoots: string[];
    /** javascript:, data:, blob:, vbscript: (code evaluation). */
    allowCode: boolean;
    allowedOrigins: string[];
    blockedOrigins: string[];
    /** How to name the options in hints: the MCP server's flags or the session's options. */
    names?: {
        files: string;
        code: string;
        origins: string;
    };
}

/**
 * The public surface of a pagemark session (`openSession` from `pagemark/playwright` and
 * `pagemark/puppeteer`). A session is a browser context seen as tabs: pagemark is injected into every
 * page and frame, each page is a tab with an id stable for its life (`t1`, `t2`, ...), one tab is
 * active, and every action runs in the active tab and reports what the browser did around it
 * (`ActionResult.browser`: tabs opened and closed, navigations, dialogs, downloads, file choosers).
 * The Python package mirrors this surface in snake_case (python/src/pagemark/).
 */

interface SessionOptions extends AttachOptions {
    /**
     * Dialogs (alert, confirm, prompt, beforeunload): 'ask' (default) keeps one pending, reported in
     * the action's result and the next observation, until a `dialog` action answers it; 'accept' and
     * 'dismiss' answer at once and the result says so (`by: 'policy'`). Never silent.
     */
    dialogs?: DialogPolicy;
    /** Where downloads are saved. Default: a fresh directory under the OS temp dir. */
    downloadsDir?: string;
    /**
     * After an action that can open a tab or start a download (a click, a key press, typing, a drag,
     * a navigation), how long to keep listening for what it set off in the browser (a popup, a
     * download, a dialog from a timer), ms. After any other action the wait ends as soon as the browser
     * is quiet (nothing in flight, no event for 100 ms), at once on a quiet page. Default 500.
     */
    browserSettleMs?: number;
    /**
     * Make a tab an action opened (a popup, a target=_blank link) the active one. Default true;
     * `attach(page)` passes false (its `act` stays in its page and reports the new tab).
     */
    followPopups?: boolean;
    /** Longest wait for a download to be saved before it is reported, ms. Default 15000. */
    downloadTimeoutMs?: number;
    /**
     * Where browser-use's file system (`writeFile`, `readFile`, `replaceFile`), `screenshot` and `pdf`
     * write. Default: a fresh directory under the OS temp dir.
     */
    outputDir?: string;
    /** Files outside the output folder `readFile` may read (browser-use's `available_file_paths`). */
    availableFilePaths?: string[];
    /**
     * Let `evaluate` run the model's JavaScript in the active tab (browser-use `evaluate`). Default
     * false: `evaluate` answers NOT_ALLOWED naming this option.
     */
    allowEval?: boolean;
    /**
     * Which URLs `goto` and `newTab` may open (src/node/guard/urlPolicy.ts). Default: http:, https:
     * and about:blank; `file:` only under `fileRoots`; javascript:, data: and blob: only with
     * `allowEval`; origins by `allowedOrigins` / `blockedOrigins`. A refused URL is NOT_ALLOWED.
     */
    urls?: Partial<UrlPolicy>;
}
/** What observe() passes on: the snapshot's options, the text renderer's (maxTokens, markNew, ...). */
interface ObserveSessionOptions {
    snapshot?: SnapshotOptions;
    render?: TextRenderOptions;
    /** Also build these observation shapes in the active tab, with the session's tabs (BrowserGym's open_pages_urls, active_page_index). */
    shapes?: Shape[];
}
/** The text observation's parts: the session header, the active tab's page text, both joined. */
interface SessionObservation {
    state: SessionState;
    /** The active tab's snapshot; null while a dialog blocks that tab (its page cannot run scripts). */
    snapshot: Snapshot | null;
    /** The shapes asked for (`observe` of the page API), filled from the session. */
    shapes?: Record<string, unknown>;
    /** Header (tabs when more than one, pending dialog, file chooser, downloads) then the page text. */
    text: string;
}
/** P is the driver's page type (Playwright `Page`, Puppeteer `Page`). */
interface Session<P = unknown> {
    /**
     * Run a command in the active tab, or a session verb (newTab, switchTab, closeTab, listTabs,
     * dialog, goto/back/forward/reload at the session level). Trusted input by default
     * (`{trusted: false}` for in-page events). The result always carries `browser`.
     */
    act(command: unknown, options?: ActOptions): Promise<ActionResult>;
    /** The active tab's stitched snapshot (every frame). */
    snapshot(options?: SnapshotOptions): Promise<Snapshot>;
    render(snapshot: Snapshot, format?: Format, options?: RenderOptions): string;
    /** The session state and the active tab's page, as text for a model (renderSession). */
    observe(options?: ObserveSessionOptions): Promise<SessionObservation>;
    /**
     * The session as JSON (tabs, active tab, pending dialog and file chooser, recent downloads);
     * `consumeDownloads` marks the downloads as shown, as observe() does.
     */
    state(options?: {
        consumeDownloads?: boolean;
    }): Promise<SessionState>;
    /**
     * What the browser did since the last action's result (tabs opened and closed, navigations,
     * dialogs, downloads, file choosers), drained as an action's result drains it: for a caller that
     * reads or changes the page past `act` (a screenshot, the model's own script) and must still report
     * what that set off, without running a pretend action.
     */
    effects(): Promise<BrowserEffects>;
    /** The open tabs, in order. */
    tabs(): Promise<TabInfo[]>;
    /** The active tab's id. */
    activeTabId(): string;
    /** The driver page of a tab (default the active one); null for a tab that is not open. */
    page(tab?: string | number): P | null;
    /** Where downloads are saved. */
    readonly downloadsDir: string;
    /** Where the host verbs (writeFile, screenshot, pdf) write. */
    readonly outputDir: string;
    /** Remove the listeners and pagemark from every page; the context stays open. */
    dispose(): Promise<void>;
}

/**
 * `attach(page)` for every driver: the page's host (pagemark in every frame) whose `act` and
 * `dispose` go through a session of the page's context, so an action reports the tabs, dialogs and
 * downloads it caused, and whose text render starts with the session header. One rule for both drivers: the host's other calls stay the driver's own.
 */

/** What `attach` adds to a driver's host page. */
interface SessionOf<P> {
    /** The session `act` runs through (the page's context): its tabs, dialogs, downloads. */
    session: Session<P>;
}

/**
 * Where an agent's step spends its time (issue 57): the page command (the action and the page's own
 * settle wait on quiet mutations and animations), the browser settle wait after it and why that
 * ended, the snapshot, the text render, and the protocol (everything else: driver round trips, the
 * tool layer, the transport). The timings travel beside a result, never in it: they live in a
 * WeakMap keyed by the result object, so no renderer, JSON reply or model ever sees them, and a
 * caller that wants them asks `stepTimingsOf(result)`.
 *
 * The session fills the parts it does itself (an action: the page command and the settle wait; an
 * observation: the snapshot and the render). A tool layer above the session (MCP, the CLI) times a
 * whole tool call with `startStep()`, folds in the session's parts with `addStep()`, and closes it
 * with `finishStep()`, which sets `totalMs` and `protocolMs`.
 */
/**
 * Why the browser settle wait ended (sessionAct.ts, settleBrowser): `quiet` (nothing in flight and
 * no recent browser event: a quiet page ends it at once), `window` (a verb that can open a tab or
 * start a download: the settle window, not over when the page command ended, passed, then the
 * browser was quiet), `limit` (events or work
 * in flight until the bound), `skipped` (a reading verb, or a command that asked for no wait).
 */
type SettleReason = 'quiet' | 'window' | 'limit' | 'skipped';
interface StepTimings {
    /** The page command, its in-page settle included, ms (sum over the commands of a step). */
    actMs: number;
    /** The browser settle wait after the page command, ms. */
    settleMs: number;
    /** Why the last browser settle wait ended (absent when the step acted on nothing). */
    settleReason?: SettleReason;
    /** Snapshots taken for the step, ms. */
    snapshotMs: number;
    /** Rendering them as text, ms. */
    renderMs: number;
    /** The whole step, ms (set by finishStep; the session's own results leave it at the parts' sum). */
    totalMs: number;
    /** totalMs less the parts: round trips, the tool layer, the transport (set by finishStep). */
    protocolMs: number;
}
/** The timings carried beside `result`, or undefined when nothing recorded any. */
declare function stepTimingsOf(result: object | null | undefined): StepTimings | undefined;

export { stepTimingsOf as s };
export type { ActionCommand as A, DialogInfo as D, FrameAdapter as F, HostPage as H, LocatorEntry as L, ObserveSessionOptions as O, SessionOptions as S, TabInfo as T, Session as a, SessionOf as b, ActOptions as c, AttachOptions as d, DialogPolicy as e, DownloadInfo as f, FileChooserInfo as g, SessionObservation as h, SessionState as i, SettleReason as j, StepTimings as k };
