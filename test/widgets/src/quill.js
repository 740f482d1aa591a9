// Quill 2 (a contenteditable editor with its own model): typing must reach Quill's delta.
import Quill from 'quill';
import 'quill/dist/quill.snow.css';

document.getElementById('root').innerHTML = `
  <div style="padding: 24px; width: 480px">
    <h1>Post</h1>
    <div id="editor"></div>
  </div>`;
const quill = new Quill('#editor', { theme: 'snow', placeholder: 'Write your post' });
// Quill 2 leaves its editable root without a role; apps that care name it as a textbox.
quill.root.setAttribute('role', 'textbox');
quill.root.setAttribute('aria-multiline', 'true');
quill.root.setAttribute('aria-label', 'Post body');
window.__state = { text: '' };
quill.on('text-change', () => (window.__state.text = quill.getText().trim()));
window.__ready = true;
