// jsTree (issue 55 item 6): a nested tree from a real jQuery plugin. Every node is an li with an
// anchor (role=treeitem on the li, aria-expanded on folders, aria-level), folders open through the
// <i class="jstree-ocl"> toggle or a double click, and nested nodes sit inside their folder's li.
import './lib/jqueryGlobal.js';
import 'jstree';
import 'jstree/dist/themes/default/style.css';

const $ = window.jQuery;
document.getElementById('root').innerHTML = `
  <h1>Files</h1>
  <div id="files"></div>
  <p>Selected: <output id="picked"></output></p>`;

window.__state = { picked: '' };
$('#files')
  .on('select_node.jstree', (e, data) => {
    window.__state.picked = data.node.text;
    $('#picked').text(data.node.text);
  })
  .on('ready.jstree', () => (window.__ready = true))
  .jstree({
    core: {
      data: [
        {
          text: 'src',
          state: { opened: true },
          children: [
            { text: 'index.ts', icon: 'jstree-file' },
            { text: 'util', children: [{ text: 'math.ts', icon: 'jstree-file' }] },
          ],
        },
        { text: 'docs', children: [{ text: 'guide.md', icon: 'jstree-file' }] },
        { text: 'README.md', icon: 'jstree-file' },
      ],
    },
  });
