// jQuery treeview (issue 42 point 1): a folder tree whose folders show their state only through the
// plugin's classes (li.expandable, div.hitarea with the plus icon as a background image and
// cursor:pointer) and a child list hidden with display:none. The plugin binds the hitarea and the
// folder name to its toggler with jQuery's .click()/.bind().
import './lib/jqueryGlobal.js';
import 'jquery-treeview/jquery.treeview.js';
import 'jquery-treeview/jquery.treeview.css';

const $ = window.jQuery;
const person = (n) => `<li><a href="#${n.split(' ')[0].toLowerCase()}">${n}</a></li>`;
const folder = (name, people) => `<li><span class="folder">${name}</span><ul>${people.map(person).join('')}</ul></li>`;
document.getElementById('root').innerHTML = `
  <h1>Staff</h1>
  <ul id="staff" class="filetree">
    ${folder('Research', ['Alan Turing', 'Ada Lovelace'])}
    ${folder('Engineering', ['Grace Hopper', 'Linus Torvalds'])}
    <li class="open"><span class="folder">Board</span><ul>${person('Edsger Dijkstra')}</ul></li>
  </ul>
  <p>Open: <output id="picked"></output></p>`;

window.__state = { picked: '' };
$('#staff a').on('click', (e) => {
  e.preventDefault();
  window.__state.picked = $(e.target).text();
  $('#picked').text(window.__state.picked);
});
$('#staff').treeview({ collapsed: true });
window.__ready = true;
