/**
 * `pagemark/no-raw-dom`: page code reads and writes DOM members only through the accessors captured
 * at load (src/dom/platform/). A raw `el.textContent`, `doc.URL`, `input.form` or
 * `new MutationObserver(...)` goes through whatever the page installed since: a getter it replaced
 * on the prototype, or a named form control that shadows the property (`<input name="submit">`
 * makes `form.submit` that input: HTML §4.10.3 "named properties" of HTMLFormElement).
 *
 * The rule uses type information (typed linting): a member is flagged only when its declaration
 * comes from TypeScript's lib.dom.d.ts, so pagemark's own records and option bags keep their
 * `value`, `form` or `options` fields. Receivers typed `any` or `unknown` are not checked, except
 * for the HTML parsing sinks (innerHTML, outerHTML, insertAdjacentHTML), banned by name.
 *
 * The table maps each member to the accessor to use instead; add a row when page code needs a
 * member the table does not list, and capture it in src/dom/platform/ first.
 */

const DOM = 'src/dom/platform/dom.ts';
const ACT = 'src/dom/platform/actAccess.ts';

/**
 * member -> [accessor for reads and calls, accessor for writes (null: page code never writes it),
 * the file that exports them]. Members not listed here are not checked: add a row (and capture the
 * member in src/dom/platform/ first) when page code starts to use one.
 */
const MEMBERS = {
  // Text and tree
  textContent: ['textContent', 'setTextContent (' + ACT + ')', DOM],
  innerText: ['innerTextOf', null, DOM],
  nodeType: ['nodeType', null, DOM],
  nodeValue: ['nodeValue', null, DOM],
  localName: ['localName', null, DOM],
  tagName: ['localName', null, DOM],
  namespaceURI: ['namespaceURI', null, DOM],
  parentNode: ['parentNode', null, DOM],
  parentElement: ['parentElement', null, DOM],
  firstChild: ['firstChild', null, DOM],
  lastChild: ['lastChild', null, DOM],
  nextSibling: ['nextSibling', null, DOM],
  previousSibling: ['previousSibling', null, DOM],
  firstElementChild: ['firstElementChild', null, DOM],
  nextElementSibling: ['nextElementSibling', null, DOM],
  childNodes: ['firstChild/nextSibling', null, DOM],
  children: ['firstElementChild/nextElementSibling', null, DOM],
  ownerDocument: ['ownerDocument', null, DOM],
  isConnected: ['isConnected', null, DOM],
  shadowRoot: ['shadowRootOf', null, DOM],
  assignedSlot: ['assignedSlotOf', null, DOM],
  contentDocument: ['contentDocument', null, DOM],
  contentWindow: ['contentWindow', null, DOM],
  getRootNode: ['getRootNode', null, DOM],
  contains: ['contains', null, DOM],
  matches: ['matches', null, DOM],
  appendChild: ['appendChild', null, DOM],
  removeChild: ['removeChild', null, DOM],
  createElement: ['createElement', null, DOM],
  createTextNode: ['createTextNode', null, DOM],
  getElementById: ['getElementById (documents) or rootGetElementById (shadow roots, ' + ACT + ')', null, DOM],
  // Attributes, boxes, events and queries
  getAttribute: ['getAttribute', null, DOM],
  setAttribute: ['setAttribute', null, DOM],
  hasAttribute: ['hasAttribute', null, DOM],
  removeAttribute: ['removeAttribute', null, DOM],
  getBoundingClientRect: ['getBoundingClientRect', null, DOM],
  getClientRects: ['getClientRects', null, DOM],
  addEventListener: ['addEventListenerP', null, DOM],
  removeEventListener: ['removeEventListenerP', null, DOM],
  dispatchEvent: ['dispatchEvent', null, DOM],
  querySelector: ['the first of elementQuerySelectorAll/docQuerySelectorAll/fragQuerySelectorAll', null, DOM],
  querySelectorAll: ['elementQuerySelectorAll/docQuerySelectorAll/fragQuerySelectorAll', null, DOM],
  attachShadow: ['attachShadowOriginal', null, DOM],
  elementFromPoint: ['docElementFromPoint or rootElementFromPoint', null, DOM],
  elementsFromPoint: ['docElementsFromPoint', null, DOM],
  // Documents and windows
  URL: ['docURL', null, DOM],
  documentElement: ['documentElement', null, DOM],
  body: ['body', null, DOM],
  activeElement: ['activeElement (documents) or rootActiveElement (shadow roots, ' + ACT + ')', null, DOM],
  defaultView: ['defaultView', null, DOM],
  readyState: ['docReadyState or mediaReadyState', null, DOM],
  innerWidth: ['innerWidthOf', null, DOM],
  innerHeight: ['innerHeightOf', null, DOM],
  scrollX: ['scrollXOf', null, DOM],
  scrollY: ['scrollYOf', null, DOM],
  frameElement: ['frameElementOf', null, DOM],
  history: ['historyBack/historyForward', null, ACT],
  back: ['historyBack', null, ACT],
  forward: ['historyForward', null, ACT],
  execCommand: ['execCommandP', null, ACT],
  // Boxes and scrolling
  style: ['elementStyle', null, DOM],
  clientWidth: ['clientWidthOf', null, DOM],
  clientHeight: ['clientHeightOf', null, DOM],
  scrollWidth: ['scrollWidthOf', null, DOM],
  scrollHeight: ['scrollHeightOf', null, DOM],
  scrollTop: ['scrollTopOf', 'setScrollTop (' + ACT + ')', DOM],
  scrollLeft: ['scrollLeftOf', null, DOM],
  scrollBy: ['elementScrollBy', null, ACT],
  scrollIntoView: ['scrollIntoView', null, DOM],
  focus: ['htmlFocus', null, DOM],
  isContentEditable: ['isContentEditable', null, DOM],
  tabIndex: ['tabIndexOf', null, ACT],
  // Form controls
  value: ['inputValue/textareaValue', 'setInputValue/setTextareaValue', DOM],
  checked: ['inputChecked', null, DOM],
  selected: ['optionSelected', 'setOptionSelected', DOM],
  files: ['inputFiles', 'setInputFiles', DOM],
  type: ['inputType', null, DOM],
  labels: ['labelsOf', null, DOM],
  control: ['labelControl', null, DOM],
  form: ['formOf', null, ACT],
  options: ['selectOptions', null, DOM],
  selectedIndex: ['selectedIndex', 'setSelectedIndex (' + ACT + ')', DOM],
  multiple: ['selectMultiple', null, ACT],
  selectionStart: ['selectionStartOf', null, ACT],
  selectionEnd: ['selectionEndOf', null, ACT],
  setSelectionRange: ['setSelectionRangeP', null, ACT],
  select: ['selectText', null, ACT],
  requestSubmit: ['requestSubmitP', null, ACT],
  submit: ['submitP', null, ACT],
};

/**
 * HTML parsing sinks: banned whatever the receiver's type (an `any` receiver too). They fail under
 * CSP's require-trusted-types-for (Trusted Types §4.1) and run the page's markup as ours.
 */
const HTML_SINKS = { innerHTML: true, outerHTML: true, insertAdjacentHTML: true };

/** Which interfaces a member is checked on, where the name is common on DOM types that do not matter. */
const ONLY_ON = {
  // DataTransfer.files (a DataTransfer pagemark made itself), Event.type, StyleSheet.type, ...
  files: ['HTMLInputElement'],
  type: ['HTMLInputElement', 'HTMLButtonElement', 'HTMLSelectElement', 'HTMLTextAreaElement'],
  // ValidityState, DOMTokenList.value, Attr.value and the like are not read by pagemark.
  value: ['HTMLInputElement', 'HTMLTextAreaElement', 'HTMLSelectElement', 'HTMLOptionElement', 'HTMLButtonElement'],
  // Document.readyState vs HTMLMediaElement.readyState both have an accessor; EventSource/WebSocket do not matter.
  readyState: ['Document', 'HTMLMediaElement'],
  // Range.selectNodeContents etc. are reached through createRangeP's result; `select` only on controls.
  select: ['HTMLInputElement', 'HTMLTextAreaElement'],
  submit: ['HTMLFormElement'],
  // Window.scrollBy/scrollTo are not captured yet (they live on the window itself, WebIDL [Global]).
  scrollBy: ['Element'],
  style: ['ElementCSSInlineStyle', 'HTMLElement', 'SVGElement', 'MathMLElement'],
};

/** Constructors the page can replace (`new X` or a reference to the global): what to use instead. */
const CONSTRUCTORS = {
  MutationObserver: 'MutationObserverP (' + DOM + ') or pageMutationObserver (' + ACT + ')',
  IntersectionObserver: 'nothing yet: capture it in src/dom/platform/ first',
  ResizeObserver: 'nothing yet: capture it in src/dom/platform/ first',
  PerformanceObserver: 'nothing yet: capture it in src/dom/platform/ first',
};

function isDomLib(decl) {
  const name = decl.getSourceFile().fileName;
  return /[\\/]lib\.dom(\.iterable)?\.d\.ts$/.test(name);
}

/** The interface (or class) declaring a member, by name; '' when none. */
function ownerName(decl) {
  const p = decl.parent;
  return p && p.name && typeof p.name.text === 'string' ? p.name.text : '';
}

/** Whether the expression is written to (`a.b = v`, `a.b += v`, `a.b++`). */
function isWrite(node) {
  const p = node.parent;
  if (!p) return false;
  if (p.type === 'AssignmentExpression' && p.left === node) return true;
  if (p.type === 'UpdateExpression' && p.argument === node) return true;
  return false;
}

function memberName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') {
    return node.property.value;
  }
  return null;
}

export const noRawDom = {
  meta: {
    type: 'problem',
    docs: { description: 'Page code uses the captured DOM accessors (src/dom/platform/), never raw DOM members' },
    schema: [],
    messages: {
      member: '{{what}} `{{name}}` of a DOM {{owner}}: the page can replace or clobber it; use {{use}} from {{file}}.',
      ctor: '`{{name}}` can be replaced by the page: use {{use}}.',
      htmlSink:
        '`{{name}}` parses HTML: banned in page code (CSP, Trusted Types); build nodes with createElement/createTextNode (' +
        DOM +
        ').',
      needsTypes: 'pagemark/no-raw-dom needs type information: enable parserOptions.projectService for this file.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const program = services && services.program;
    if (!program || !services.esTreeNodeToTSNodeMap) {
      return {
        Program(node) {
          context.report({ node, messageId: 'needsTypes' });
        },
      };
    }
    const checker = program.getTypeChecker();

    /** The lib.dom declarations of the member a MemberExpression names (none: not a DOM member). */
    function domDeclarations(node, name) {
      const ts = services.esTreeNodeToTSNodeMap.get(node);
      let sym;
      if (ts && ts.name) sym = checker.getSymbolAtLocation(ts.name);
      else if (ts && ts.expression) {
        const t = checker.getApparentType(checker.getTypeAtLocation(ts.expression));
        sym = t.getProperty(name);
      }
      if (!sym) return [];
      const decls = sym.declarations || [];
      const out = [];
      for (let i = 0; i < decls.length; i++) if (isDomLib(decls[i])) out[out.length] = decls[i];
      return out;
    }

    return {
      MemberExpression(node) {
        const name = memberName(node);
        if (name === null) return;
        if (Object.prototype.hasOwnProperty.call(HTML_SINKS, name)) {
          context.report({ node: node.property, messageId: 'htmlSink', data: { name } });
          return;
        }
        const row = Object.prototype.hasOwnProperty.call(MEMBERS, name) ? MEMBERS[name] : undefined;
        if (!row) return;
        const decls = domDeclarations(node, name);
        if (decls.length === 0) return;
        const only = Object.prototype.hasOwnProperty.call(ONLY_ON, name) ? ONLY_ON[name] : undefined;
        let owner = ownerName(decls[0]);
        if (only) {
          let hit = false;
          for (let i = 0; i < decls.length; i++) {
            if (only.indexOf(ownerName(decls[i])) >= 0) {
              hit = true;
              owner = ownerName(decls[i]);
            }
          }
          if (!hit) return;
        }
        const write = isWrite(node);
        const use = write && row[1] ? row[1] : row[0];
        const call = node.parent && node.parent.type === 'CallExpression' && node.parent.callee === node;
        context.report({
          node: node.property,
          messageId: 'member',
          data: {
            what: write ? 'Raw write of' : call ? 'Raw call of' : 'Raw read of',
            name,
            owner: owner || 'object',
            use,
            file: row[2],
          },
        });
      },
      'Program:exit'(node) {
        // References to the global: unresolved ones, and those resolved to a configured global
        // (languageOptions.globals), which ESLint takes out of `through`.
        const scope = context.sourceCode.getScope(node);
        const refs = [];
        for (let i = 0; i < scope.through.length; i++) refs[refs.length] = scope.through[i];
        for (const name in CONSTRUCTORS) {
          const v = scope.set.get(name);
          if (v && v.defs.length === 0)
            for (let i = 0; i < v.references.length; i++) refs[refs.length] = v.references[i];
        }
        for (let i = 0; i < refs.length; i++) {
          const ref = refs[i];
          const name = ref.identifier.name;
          if (!Object.prototype.hasOwnProperty.call(CONSTRUCTORS, name)) continue;
          // `let o: MutationObserver` is a type; only values reach the page's constructor.
          if (ref.isValueReference === false) continue;
          context.report({ node: ref.identifier, messageId: 'ctor', data: { name, use: CONSTRUCTORS[name] } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'pagemark' },
  rules: { 'no-raw-dom': noRawDom },
};
