// jQuery UI Sortable (issue 42 point 8): a list reordered by dragging. Sortable moves its placeholder
// only when the pointer, moving in one direction, crosses the middle of the next item
// (jQuery UI Sortable's `_intersectsWithPointer`), so one mousemove straight to the target's centre
// never lands a downward drag.
import './lib/jqueryGlobal.js';
import 'jquery-ui/dist/jquery-ui.js';

const $ = window.jQuery;
const TASKS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];
const item = (t) => `<li id="task-${t.toLowerCase()}" class="ui-state-default">${t}</li>`;
document.getElementById('root').innerHTML = `
  <style>
    ul { list-style: none; margin: 0 0 16px; padding: 4px; width: 220px; min-height: 40px; border: 1px solid #999; }
    li { margin: 4px; padding: 8px 12px; background: #eef; border: 1px solid #88a; cursor: move; }
  </style>
  <h1>Board</h1>
  <ul id="tasks">${TASKS.map(item).join('')}</ul>
  <p id="pinned">Pinned note (not sortable)</p>`;

const order = (id) =>
  $(`#${id} li`)
    .map((_, e) => e.textContent)
    .get()
    .join(',');
const record = () => {
  window.__state.tasks = order('tasks');
};
window.__state = { tasks: '' };
record();
$('#tasks').sortable({ update: record });
window.__ready = true;
