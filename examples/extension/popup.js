// Popup: edit the task, read the active tab's state, run one action. Everything goes through the
// background (which waits for the content script's readiness). Plain DOM APIs, no innerHTML.
/* global chrome */

const $ = (id) => document.getElementById(id);

function show(el, text, isError = false) {
  el.textContent = text;
  el.classList.toggle('error', isError);
}

// popup.html?tabId=N (opened as a page, e.g. by a test) targets tab N instead of the active tab.
const forcedTab = Number(new URLSearchParams(location.search).get('tabId')) || undefined;

async function activeTabId() {
  if (forcedTab !== undefined) return forcedTab;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab ? tab.id : undefined;
}

/** One line per element: `[id] TYPE tag "text" ops`. */
function renderElements(state) {
  return state.actionable_elements
    .map((e) => `[${e.id}] ${e.type} ${e.tag} ${JSON.stringify(e.text_content)} ${e.available_operations.join(',')}`)
    .join('\n');
}

async function refreshStatus() {
  const r = await chrome.runtime.sendMessage({ type: 'status' });
  const b = r && r.bridge;
  if (!b) return;
  show(
    $('status'),
    `backend: ${b.url || '(none)'} ${b.connected ? 'connected' : `not connected${b.lastError ? ` (${b.lastError})` : ''}`}`,
  );
  const port = /:(\d+)$/.exec(b.url || '');
  if (port) $('port').placeholder = port[1];
}

async function getState() {
  show($('elements'), '...');
  $('raw').textContent = '';
  const r = await chrome.runtime.sendMessage({ type: 'get_state', tabId: await activeTabId() });
  if (!r || !r.ok) {
    show($('elements'), `${r ? r.error.code : 'ERROR'}: ${r ? r.error.message : 'no answer'}`, true);
    return;
  }
  show($('elements'), `${r.state.url}\n${renderElements(r.state)}`);
  $('raw').textContent = JSON.stringify(r.state, null, 1);
}

async function run() {
  const text = $('action').value.trim();
  if (!text) return;
  let action = text;
  if (text.startsWith('{')) {
    try {
      action = JSON.parse(text);
    } catch (e) {
      show($('result'), `not JSON: ${e.message}`, true);
      return;
    }
  }
  show($('result'), '...');
  const r = await chrome.runtime.sendMessage({ type: 'execute_action', tabId: await activeTabId(), action });
  if (!r || !r.ok) {
    show($('result'), `${r ? r.error.code : 'ERROR'}: ${r ? r.error.message : 'no answer'}`, true);
    return;
  }
  show($('result'), JSON.stringify(r.result, null, 1), !r.result.ok);
  if (r.new_browser_state) {
    show($('elements'), `${r.new_browser_state.url}\n${renderElements(r.new_browser_state)}`);
    $('raw').textContent = JSON.stringify(r.new_browser_state, null, 1);
  }
}

/** Submit the task: the backend runs the agent on the tab and its steps arrive in storage.session. */
async function runAgent() {
  const task = $('task').value.trim();
  if (!task) return show($('agent-status'), 'write a task first', true);
  const r = await chrome.runtime.sendMessage({ type: 'user_task_submission', tabId: await activeTabId(), task });
  if (!r || !r.ok)
    return show($('agent-status'), `${r ? r.error.code : 'ERROR'}: ${r ? r.error.message : 'no answer'}`, true);
  show($('agent-status'), `running on tab ${r.tabId}`);
}

function showAgentLog(lines) {
  $('agent-log').textContent = (lines || []).join('\n');
}

async function init() {
  const { task, backendPort } = await chrome.storage.local.get(['task', 'backendPort']);
  $('task').value = task || '';
  $('port').value = backendPort ? String(backendPort) : '';
  $('task').addEventListener('input', () => chrome.storage.local.set({ task: $('task').value }));
  $('save-port').addEventListener('click', async () => {
    const port = Number($('port').value.trim());
    if ($('port').value.trim() === '') await chrome.storage.local.remove('backendPort');
    else if (Number.isInteger(port) && port > 0 && port < 65536) await chrome.storage.local.set({ backendPort: port });
    else return show($('status'), 'the port must be a number from 1 to 65535', true);
    setTimeout(refreshStatus, 500);
  });
  $('run-agent').addEventListener('click', () => runAgent().catch((e) => show($('agent-status'), e.message, true)));
  showAgentLog((await chrome.storage.session.get('agentLog')).agentLog);
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'session' && changes.agentLog) showAgentLog(changes.agentLog.newValue);
  });
  $('get-state').addEventListener('click', () => getState().catch((e) => show($('elements'), e.message, true)));
  $('run').addEventListener('click', () => run().catch((e) => show($('result'), e.message, true)));
  $('action').addEventListener('keydown', (e) => {
    if (e.key === 'Enter') $('run').click();
  });
  await refreshStatus();
}

init().catch((e) => show($('status'), e.message, true));
