// Icons inside clickable rows (issue 42 point 2): a jQuery inbox whose rows open a message on click,
// each row holding jQuery UI's text-less sprite icons (`span.ui-icon`, text indented out of view)
// with their own pointer cursor and their own delegated handlers (star, delete), and a reader whose
// Reply and Forward are sibling spans that inherit the pointer cursor of their bar, each with its
// own delegated handler. jQuery binds every handler on an ancestor (`.on(event, selector, fn)`), so
// the icons carry no listener, attribute or onclick of their own. The Compose button's icon is part of
// the button (no record of its own).
import './lib/jqueryGlobal.js';
import 'jquery-ui/dist/jquery-ui.js';
import 'jquery-ui/themes/base/all.css';

const $ = window.jQuery;
const MAILS = [
  { id: 'ada', from: 'Ada Lovelace', subject: 'Engine notes' },
  { id: 'alan', from: 'Alan Turing', subject: 'Lunch on Friday?' },
  { id: 'grace', from: 'Grace Hopper', subject: 'A bug in the relay' },
];
const row = (m) =>
  `<div class="msg" id="msg-${m.id}" data-id="${m.id}"><span class="from">${m.from}</span>` +
  `<span class="subject">${m.subject}</span>` +
  `<span class="ui-icon ui-icon-star" title="Star"></span><span class="ui-icon ui-icon-trash"></span></div>`;
document.getElementById('root').innerHTML = `
  <style>
    .msg { display: flex; gap: 12px; align-items: center; width: 460px; padding: 6px 8px; border-bottom: 1px solid #ccc; cursor: pointer; }
    .msg .subject { flex: 1; }
    .msg .ui-icon { cursor: pointer; }
    .actions { display: inline-block; cursor: pointer; margin-top: 8px; }
    .actions span { margin-right: 16px; color: #0645ad; }
  </style>
  <h1>Inbox</h1>
  <button id="compose" style="cursor: pointer"><span class="ui-icon ui-icon-pencil"></span> Compose</button>
  <div id="inbox">${MAILS.map(row).join('')}</div>
  <h2 id="reader">No message open</h2>
  <div class="actions"><span class="reply">Reply</span><span class="forward">Forward</span></div>
  <p id="status">idle</p>`;

window.__state = { open: null, starred: '', deleted: '', last: null };
const add = (list, id) => (list ? `${list},${id}` : id);
const status = (s) => {
  window.__state.last = s;
  $('#status').text(s);
};
$('#inbox').on('click', '.msg', function () {
  const m = MAILS.find((x) => x.id === this.dataset.id);
  window.__state.open = m.id;
  $('#reader').text(m.subject);
  status(`opened ${m.id}`);
});
$('#inbox').on('click', '.ui-icon-star', function (e) {
  e.stopPropagation();
  const id = $(this).closest('.msg').data('id');
  window.__state.starred = add(window.__state.starred, id);
  status(`starred ${id}`);
});
$('#inbox').on('click', '.ui-icon-trash', function (e) {
  e.stopPropagation();
  const msg = $(this).closest('.msg');
  window.__state.deleted = add(window.__state.deleted, msg.data('id'));
  status(`deleted ${msg.data('id')}`);
  msg.remove();
});
$('.actions').on('click', '.reply', () => status(`reply to ${window.__state.open}`));
$('.actions').on('click', '.forward', () => status(`forward ${window.__state.open}`));
window.__ready = true;
