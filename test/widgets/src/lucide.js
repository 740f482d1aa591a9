// Lucide icons (issue 55 item 6): an icon set whose createIcons() turns <i data-lucide> placeholders
// into inline <svg>s, copying the placeholder's attributes (an aria-label, a role, a tabindex, a
// handler's id) onto the <svg>. Icon-only buttons named by aria-label, an icon-only link, and
// clickable <svg>s themselves: one a role=button, one a bare pointer icon named by its <title>.
import { createIcons, Trash2, Pencil, Star, Settings, Share2 } from 'lucide';

document.getElementById('root').innerHTML = `
  <h1>Inbox</h1>
  <ul id="mail">
    <li>Quarterly report
      <button class="icon" id="edit" aria-label="Edit"><i data-lucide="pencil"></i></button>
      <button class="icon" id="delete" aria-label="Delete"><i data-lucide="trash-2"></i></button>
      <i data-lucide="star" id="star" role="button" tabindex="0" aria-label="Star"></i>
      <i data-lucide="share-2" id="share" style="cursor: pointer"></i>
    </li>
  </ul>
  <a href="#settings" id="settings-link" aria-label="Settings"><i data-lucide="settings"></i></a>
  <p>Last: <output id="last"></output></p>`;

createIcons({ icons: { Trash2, Pencil, Star, Settings, Share2 } });
// The share icon's name is its <title> (SVG-AAM), which createIcons has no attribute for.
const share = document.getElementById('share');
const t = document.createElementNS('http://www.w3.org/2000/svg', 'title');
t.textContent = 'Share';
share.prepend(t);

window.__state = { last: '' };
const did = (what) => {
  window.__state.last = what;
  document.getElementById('last').textContent = what;
};
for (const id of ['edit', 'delete', 'star', 'share'])
  document.getElementById(id).addEventListener('click', () => did(id));
document.getElementById('star').addEventListener('keydown', (e) => e.key === 'Enter' && did('star'));
window.addEventListener('hashchange', () => did(location.hash.slice(1)));
window.__ready = true;
