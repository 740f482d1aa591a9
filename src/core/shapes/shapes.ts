/**
 * The observation shapes agents already consume, built from a Snapshot (pure: they also run in Node
 * on a JSON snapshot). Field names are exactly those of the seed documents.
 */
import type { ElementRecord, Snapshot } from '../model/types';
import type { SessionState } from '../model/session';
import { renderAxtree } from '../render/renderAxtree';
import { renderHtml } from '../render/renderHtml';
import { push, strTrim } from '../../builtins/pristine';

/** A message of BrowserGym's chat (browsergym/core/chat.py add_message): role, time (s), text. */
export interface ChatMessage {
  role: 'assistant' | 'infeasible';
  timestamp: number;
  message: string;
}

export interface History {
  lastAction: string;
  lastActionError: string;
  actions: string[];
  /** The agent's messages to the user (the `message` verb), oldest first. */
  chat?: ChatMessage[];
}

/**
 * BrowserGym's `open_pages_urls` and `active_page_index` (browsergym/core/env.py `_get_obs`): from a
 * session's tabs when there is one (src/node/session/), else the one page the snapshot knows.
 */
function pages(s: Snapshot, session?: SessionState): { open_pages_urls: string[]; active_page_index: number } {
  if (!session || !session.tabs.length) return { open_pages_urls: [s.url], active_page_index: 0 };
  const urls: string[] = [];
  let active = 0;
  for (let i = 0; i < session.tabs.length; i++) {
    const t = session.tabs[i]!;
    push(urls, t.url);
    if (t.active) active = i;
  }
  return { open_pages_urls: urls, active_page_index: active };
}

function bboxArray(r: ElementRecord): [number, number, number, number] | null {
  const b = r.bbox;
  return b ? [b.x, b.y, b.width, b.height] : null;
}

/** BrowserGym's observation (the text parts its default preprocessor adds, and the element properties). */
export function browsergymShape(s: Snapshot, h: History, elapsedSeconds: number, session?: SessionState) {
  const extra: Record<
    string,
    { visibility: number; bbox: [number, number, number, number] | null; clickable: boolean; set_of_marks: boolean }
  > = {};
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    extra[r.bid] = { visibility: r.visibility, bbox: bboxArray(r), clickable: r.clickable, set_of_marks: r.setOfMarks };
  }
  return {
    url: s.url,
    ...pages(s, session),
    axtree_txt: renderAxtree(s),
    pruned_html: renderHtml(s, { idAttribute: 'bid' }),
    extra_element_properties: extra,
    focused_element_bid: s.focusedBid ?? '',
    last_action: h.lastAction,
    last_action_error: h.lastActionError,
    elapsed_time: elapsedSeconds,
    // BrowserGym core/env.py: send_msg_to_user adds role "assistant", report_infeasible role "infeasible" and
    // sets infeasible_message_received, which ends the episode (terminate_on_infeasible).
    chat_messages: h.chat ?? [],
    infeasible: hasInfeasible(h.chat),
  };
}

function hasInfeasible(chat: ChatMessage[] | undefined): boolean {
  if (!chat) return false;
  for (let i = 0; i < chat.length; i++) if (chat[i]!.role === 'infeasible') return true;
  return false;
}

/** The commercial harness variant: `[42] button "Add to Cart", visible, clickable` and camelCase setOfMarks. */
export function harnessShape(s: Snapshot, h: History, elapsedSeconds: number, session?: SessionState) {
  const extra: Record<
    string,
    { visibility: number; bbox: [number, number, number, number] | null; clickable: boolean; setOfMarks: boolean }
  > = {};
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    extra[r.bid] = { visibility: r.visibility, bbox: bboxArray(r), clickable: r.clickable, setOfMarks: r.setOfMarks };
  }
  return {
    url: s.url,
    axtree_txt: renderAxtree(s, { flavor: 'harness' }),
    extra_element_properties: extra,
    focused_element_bid: s.focusedBid ?? '',
    last_action: h.lastAction,
    last_action_error: h.lastActionError,
    elapsed_time: elapsedSeconds,
    ...pages(s, session),
    action_history: h.actions,
  };
}

const TYPE_BY_ROLE: Record<string, string> = {
  button: 'BUTTON',
  link: 'LINK',
  checkbox: 'CHECKBOX',
  radio: 'RADIO',
  switch: 'CHECKBOX',
  combobox: 'SELECT',
  listbox: 'SELECT',
  option: 'OPTION',
  textbox: 'INPUT_FIELD',
  searchbox: 'INPUT_FIELD',
  spinbutton: 'INPUT_FIELD',
  slider: 'SLIDER',
  tab: 'TAB',
  menuitem: 'MENU_ITEM',
  menuitemcheckbox: 'MENU_ITEM',
  menuitemradio: 'MENU_ITEM',
  treeitem: 'TREE_ITEM',
  img: 'IMAGE',
  heading: 'HEADING',
};

function typeOf(r: ElementRecord): string {
  if (r.tag === 'textarea') return 'TEXTAREA';
  if (r.tag === 'select') return 'SELECT';
  if (r.tag === 'iframe') return 'IFRAME';
  if (r.inputType === 'file') return 'FILE_INPUT';
  const t = TYPE_BY_ROLE[r.role];
  if (t) return t;
  if (r.states.editable) return 'INPUT_FIELD';
  return r.isInteractive ? 'CLICKABLE' : 'TEXT';
}

function operationsOf(r: ElementRecord, type: string): string[] {
  const ops: string[] = [];
  if (r.states.disabled) return ops;
  if (type === 'INPUT_FIELD' || type === 'TEXTAREA') push(ops, 'input_text', 'clear', 'click');
  else if (type === 'SELECT') push(ops, 'select_option', 'click');
  else if (type === 'CHECKBOX' || type === 'RADIO') push(ops, 'click', 'check', 'uncheck');
  else if (r.isInteractive) push(ops, 'click');
  push(ops, 'hover', 'scroll_into_view');
  if (!r.isInteractive) push(ops, 'extract_content');
  return ops;
}

/** The extension agent's state: `actionable_elements` plus the page around it (seed 003). */
export function extensionShape(s: Snapshot) {
  const actionable: {
    id: string;
    type: string;
    tag: string;
    text_content: string;
    attributes: Record<string, string>;
    is_visible: boolean;
    available_operations: string[];
  }[] = [];
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    if (!r.isInteractive) continue;
    const type = typeOf(r);
    push(actionable, {
      id: r.elementId,
      type,
      tag: r.tag,
      text_content: strTrim(r.name !== '' ? r.name : r.text),
      attributes: r.attributes,
      is_visible: r.isVisible,
      available_operations: operationsOf(r, type),
    });
  }
  return {
    url: s.url,
    title: s.title,
    scroll_position: { x: s.viewport.scrollX, y: s.viewport.scrollY },
    viewport: { width: s.viewport.width, height: s.viewport.height },
    page_size: { width: s.viewport.scrollWidth, height: s.viewport.scrollHeight },
    actionable_elements: actionable,
  };
}
