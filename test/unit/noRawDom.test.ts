// @vitest-environment node
/**
 * pagemark/no-raw-dom (eslint-rules/no-raw-dom.js): raw DOM members in page code fail lint with the
 * captured accessor named; the accessor form, and pagemark's own objects with DOM-like field names,
 * pass. Typed linting, as in eslint.config.js: the cases are virtual files in the default project.
 */
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { noRawDom } from '../../eslint-rules/no-raw-dom.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = fileURLToPath(new URL('../..', import.meta.url));

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: {
      projectService: { allowDefaultProject: ['*.ts'], defaultProject: 'tsconfig.json' },
      tsconfigRootDir: root,
    },
  },
});

const filename = root + 'no-raw-dom-case.ts';
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One invalid case: the code, then the member flagged and the accessor its message must name. */
function bad(code: string, flagged: [string, string][]) {
  return {
    code,
    filename,
    errors: flagged.map(([name, use]) => ({
      message: new RegExp('`' + name + '`.*use ' + escape(use) + ' ') as unknown as string,
    })),
  };
}

describe('pagemark/no-raw-dom', () => {
  tester.run('no-raw-dom', noRawDom, {
    valid: [
      // The accessor forms.
      {
        code: 'declare const textContent: (n: unknown) => string | null; declare const el: Element; textContent(el);',
        filename,
      },
      { code: 'declare const docURL: (d: unknown) => string; docURL(document);', filename },
      // pagemark's own records and option bags keep their field names.
      {
        code: 'const rec = { value: "a", form: null, options: [] as string[], checked: true }; rec.value; rec.form; rec.options; rec.checked;',
        filename,
      },
      {
        code: 'interface Opts { textContent?: string; URL?: string; labels?: string[] } declare const o: Opts; o.textContent; o.URL; o.labels;',
        filename,
      },
      // Members of DOM types the table does not list (DOMRect fields, DataTransfer.files, Event.type).
      { code: 'declare const r: DOMRect; r.left + r.width;', filename },
      { code: 'declare const dt: DataTransfer; dt.files;', filename },
      { code: 'declare const e: Event; e.type;', filename },
      // pagemark's own objects with DOM method names (the old name-only rule flagged these).
      {
        code: 'const o = { getAttribute: (n: string) => n, dispatchEvent: () => true }; o.getAttribute("x"); o.dispatchEvent();',
        filename,
      },
      // A type annotation is not a use of the page's constructor.
      { code: 'let mo: MutationObserver | null = null; void mo;', filename },
      // A local binding named like the global is not the global.
      { code: 'const MutationObserver = class {}; new MutationObserver();', filename },
    ],
    invalid: [
      bad('declare const el: Element; el.textContent;', [['textContent', 'textContent']]),
      bad('declare const el: Element; el.textContent = "";', [['textContent', 'setTextContent']]),
      bad('declare const doc: Document; doc.URL;', [['URL', 'docURL']]),
      bad('declare const i: HTMLInputElement; i.labels;', [['labels', 'labelsOf']]),
      bad('declare const i: HTMLInputElement; i.form;', [['form', 'formOf']]),
      bad('declare const s: HTMLSelectElement; s.selectedIndex;', [['selectedIndex', 'selectedIndex']]),
      bad('declare const s: HTMLSelectElement; s.selectedIndex = 2;', [['selectedIndex', 'setSelectedIndex']]),
      bad('declare const s: HTMLSelectElement; s.multiple; s.options;', [
        ['multiple', 'selectMultiple'],
        ['options', 'selectOptions'],
      ]),
      bad('declare const i: HTMLInputElement; i.value; i.value = "x"; i.checked;', [
        ['value', 'inputValue/textareaValue'],
        ['value', 'setInputValue/setTextareaValue'],
        ['checked', 'inputChecked'],
      ]),
      bad(
        'declare const t: HTMLTextAreaElement; t.selectionStart; t.selectionEnd; t.setSelectionRange(0, 0); t.select();',
        [
          ['selectionStart', 'selectionStartOf'],
          ['selectionEnd', 'selectionEndOf'],
          ['setSelectionRange', 'setSelectionRangeP'],
          ['select', 'selectText'],
        ],
      ),
      // A named control clobbers form.submit: the captured method is immune.
      bad('declare const f: HTMLFormElement; f.requestSubmit(); f.submit();', [
        ['requestSubmit', 'requestSubmitP'],
        ['submit', 'submitP'],
      ]),
      bad('declare const el: HTMLElement; el.innerText; el.tabIndex; el.focus();', [
        ['innerText', 'innerTextOf'],
        ['tabIndex', 'tabIndexOf'],
        ['focus', 'htmlFocus'],
      ]),
      bad('history.back(); window.history.forward();', [
        ['back', 'historyBack'],
        ['history', 'historyBack/historyForward'],
        ['forward', 'historyForward'],
      ]),
      // Attributes, boxes, events and queries (once a name-only rule in eslint.config.js).
      bad(
        'declare const el: Element; el.getAttribute("a"); el.setAttribute("a", "b"); el.hasAttribute("a"); el.removeAttribute("a");',
        [
          ['getAttribute', 'getAttribute'],
          ['setAttribute', 'setAttribute'],
          ['hasAttribute', 'hasAttribute'],
          ['removeAttribute', 'removeAttribute'],
        ],
      ),
      bad(
        'declare const el: Element; el.getBoundingClientRect(); el.getClientRects(); el.attachShadow({ mode: "open" });',
        [
          ['getBoundingClientRect', 'getBoundingClientRect'],
          ['getClientRects', 'getClientRects'],
          ['attachShadow', 'attachShadowOriginal'],
        ],
      ),
      bad(
        'declare const t: EventTarget; const f = () => {}; t.addEventListener("x", f); t.removeEventListener("x", f); t.dispatchEvent(new Event("x"));',
        [
          ['addEventListener', 'addEventListenerP'],
          ['removeEventListener', 'removeEventListenerP'],
          ['dispatchEvent', 'dispatchEvent'],
        ],
      ),
      bad(
        'declare const d: Document; d.querySelector("a"); d.querySelectorAll("a"); d.elementFromPoint(0, 0); d.elementsFromPoint(0, 0);',
        [
          ['querySelector', 'the first of elementQuerySelectorAll/docQuerySelectorAll/fragQuerySelectorAll'],
          ['querySelectorAll', 'elementQuerySelectorAll/docQuerySelectorAll/fragQuerySelectorAll'],
          ['elementFromPoint', 'docElementFromPoint or rootElementFromPoint'],
          ['elementsFromPoint', 'docElementsFromPoint'],
        ],
      ),
      // HTML parsing sinks are banned whatever the receiver's type, `any` included.
      {
        code: 'declare const el: Element; el.innerHTML = ""; el.outerHTML; el.insertAdjacentHTML("beforeend", ""); declare const x: any; x.innerHTML = "";',
        filename,
        errors: [
          { message: /`innerHTML` parses HTML/ as unknown as string },
          { message: /`outerHTML` parses HTML/ as unknown as string },
          { message: /`insertAdjacentHTML` parses HTML/ as unknown as string },
          { message: /`innerHTML` parses HTML/ as unknown as string },
        ],
      },
      // Computed access with a literal name is the same member.
      bad('declare const el: Node; el["textContent"];', [['textContent', 'textContent']]),
      // A union of DOM types: the member is still the DOM's.
      bad('declare const el: HTMLInputElement | HTMLTextAreaElement; el.value;', [
        ['value', 'inputValue/textareaValue'],
      ]),
      {
        code: 'new MutationObserver(() => {}); new ResizeObserver(() => {});',
        filename,
        errors: [
          { message: /`MutationObserver`.*MutationObserverP/ as unknown as string },
          { message: /`ResizeObserver`.*capture it/ as unknown as string },
        ],
      },
    ],
  });
});
