/**
 * Members of form controls and of HTML elements an agent acts on or reads a state from: values,
 * checkedness, selection, files, labels, focus, contenteditable, innerText. Captured by bindWindow
 * (dom.ts), which re-exports them.
 */
import { getter, method, setter, type AnyObj } from './capture';
import {
  docQuerySelectorAll,
  elementQuerySelectorAll,
  getAttribute,
  getElementById,
  hasAttribute,
  localName,
  ownerDocument,
  parentElement,
  textContent,
} from './nodeAccess';

export let inputType: (e: unknown) => string;
export let indeterminate: (e: unknown) => boolean;
export let detailsOpen: (e: unknown) => boolean;
export let inputValue: (e: unknown) => string;
export let setInputValue: (e: unknown, v: string) => void;
export let inputFiles: (e: unknown) => FileList | null;
export let setInputFiles: (e: unknown, v: FileList) => void;
export let textareaValue: (e: unknown) => string;
export let setTextareaValue: (e: unknown, v: string) => void;
export let selectedIndex: (e: unknown) => number;
export let selectOptions: (e: unknown) => HTMLOptionsCollection;
export let optionSelected: (e: unknown) => boolean;
export let setOptionSelected: (e: unknown, v: boolean) => void;
export let inputChecked: (e: unknown) => boolean;
export let isContentEditable: (e: unknown) => boolean;
export let htmlFocus: (e: unknown, o?: FocusOptions) => void;
export let onclickProp: (e: unknown) => unknown;
export let innerTextOf: (e: unknown) => string;
export let labelsOf: (e: unknown) => NodeListOf<HTMLLabelElement> | null;
export let labelControl: (e: unknown) => HTMLElement | null;

export function bindFormAccess(w: AnyObj): void {
  inputType = getter(w, 'HTMLInputElement', 'type');
  indeterminate = getter(w, 'HTMLInputElement', 'indeterminate');
  detailsOpen = getter(w, 'HTMLDetailsElement', 'open');
  inputValue = getter(w, 'HTMLInputElement', 'value');
  setInputValue = setter(w, 'HTMLInputElement', 'value');
  inputFiles = getter(w, 'HTMLInputElement', 'files');
  setInputFiles = setter(w, 'HTMLInputElement', 'files');
  textareaValue = getter(w, 'HTMLTextAreaElement', 'value');
  setTextareaValue = setter(w, 'HTMLTextAreaElement', 'value');
  selectedIndex = getter(w, 'HTMLSelectElement', 'selectedIndex');
  selectOptions = getter(w, 'HTMLSelectElement', 'options');
  const selectedG = getter<boolean | undefined>(w, 'HTMLOptionElement', 'selected');
  optionSelected = (e) => {
    const v = selectedG(e);
    return v === undefined ? hasAttribute(e, 'selected') : v;
  };
  setOptionSelected = setter(w, 'HTMLOptionElement', 'selected');
  const checkedG = getter<boolean | undefined>(w, 'HTMLInputElement', 'checked');
  inputChecked = (e) => {
    const v = checkedG(e);
    return v === undefined ? hasAttribute(e, 'checked') : v;
  };
  // SVG and MathML elements fail HTMLElement's brand check ("Illegal invocation"): `onclick` and
  // `focus()` live on each namespace's own prototype (HTML §8.1.8.2 GlobalEventHandlers,
  // HTMLOrSVGElement), `isContentEditable` and `innerText` on HTMLElement only.
  const ceG = getter<boolean>(w, 'HTMLElement', 'isContentEditable');
  isContentEditable = (e) => {
    try {
      return ceG(e);
    } catch {
      return false;
    }
  };
  const focusers = [
    method<void, [FocusOptions?]>(w, 'HTMLElement', 'focus'),
    method<void, [FocusOptions?]>(w, 'SVGElement', 'focus'),
    method<void, [FocusOptions?]>(w, 'MathMLElement', 'focus'),
  ];
  htmlFocus = (e, o) => {
    for (let i = 0; i < focusers.length; i++) {
      try {
        return focusers[i]!(e, o);
      } catch {}
    }
  };
  const clickGetters = [
    getter<unknown>(w, 'HTMLElement', 'onclick'),
    getter<unknown>(w, 'SVGElement', 'onclick'),
    getter<unknown>(w, 'MathMLElement', 'onclick'),
  ];
  onclickProp = (e) => {
    for (let i = 0; i < clickGetters.length; i++) {
      try {
        return clickGetters[i]!(e);
      } catch {}
    }
    return null;
  };
  const innerTextG = getter<string>(w, 'HTMLElement', 'innerText');
  innerTextOf = (e) => {
    try {
      return innerTextG(e);
    } catch {
      return textContent(e) ?? '';
    }
  };
  // `labels` is defined separately on each labelable element's prototype (HTML §4.10.2): try the
  // one that passes the brand check.
  const labelGetters = [
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLInputElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLSelectElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLTextAreaElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLButtonElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLMeterElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLProgressElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLOutputElement', 'labels'),
  ];
  labelsOf = (e) => {
    for (let i = 0; i < labelGetters.length; i++) {
      try {
        const l = labelGetters[i]!(e);
        if (l !== undefined) return l;
      } catch {}
    }
    return labelsByHand(e as Element);
  };
  const controlG = getter<HTMLElement | null | undefined>(w, 'HTMLLabelElement', 'control');
  labelControl = (e) => {
    const v = controlG(e);
    return v === undefined ? controlByHand(e as Element) : v;
  };
}

/**
 * `labels` and `control` for DOMs that do not implement them (linkedom): the label for= the
 * element's id, and the label ancestors (HTML §4.10.4). Browsers never reach this.
 */
function labelsByHand(el: Element): NodeListOf<HTMLLabelElement> | null {
  const out: Element[] = [];
  const id = getAttribute(el, 'id');
  const doc = ownerDocument(el);
  if (id && doc) {
    const all = docQuerySelectorAll(doc, 'label[for]');
    for (let i = 0; i < all.length; i++) if (getAttribute(all[i]!, 'for') === id) out[out.length] = all[i]!;
  }
  for (let p = parentElement(el); p; p = parentElement(p)) {
    if (localName(p) === 'label' && getAttribute(p, 'for') === null) out[out.length] = p;
  }
  return out as unknown as NodeListOf<HTMLLabelElement>;
}
function controlByHand(label: Element): HTMLElement | null {
  const f = getAttribute(label, 'for');
  const doc = ownerDocument(label);
  if (f !== null) return doc ? (getElementById(doc, f) as HTMLElement | null) : null;
  const c = elementQuerySelectorAll(
    label,
    'input:not([type=hidden]), select, textarea, button, meter, output, progress',
  );
  return c.length > 0 ? (c[0] as HTMLElement) : null;
}
