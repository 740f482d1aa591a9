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

interface StaticOptions extends SnapshotOptions {
    /** The page's URL (for the snapshot and resolved links). */
    url?: string;
}
/**
 * linkedom is not an HTML5 tree builder: a fragment without <html>/<body> gets no body (or no
 * document element at all), and content after </body> or </html> is dropped, where a browser puts all
 * of it in the body (HTML §13.2.6.4.7-23, "after body" / "after after body" insertion modes). Rebuild
 * the document the way a browser's parser would: head content in the head, everything else in one
 * body, keeping the html and body start tags' attributes.
 */
declare function normalizeDocument(html: string): string;
declare function snapshotHtml(html: string, options?: StaticOptions): Snapshot;

export { normalizeDocument, snapshotHtml };
export type { StaticOptions };
