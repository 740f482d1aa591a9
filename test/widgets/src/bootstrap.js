// Bootstrap 5 (issue 29 points 3 and 6): a fading modal over a page that has a field of the same name,
// and a native range input styled by .form-range.
import 'bootstrap/dist/css/bootstrap.css';
import { Modal } from 'bootstrap';

document.getElementById('root').innerHTML = `
  <div class="container py-3" style="max-width: 480px">
    <h1>Newsletter</h1>
    <label for="footer-email" class="form-label">Email</label>
    <input id="footer-email" class="form-control" type="email">
    <label for="brightness" class="form-label mt-3">Brightness</label>
    <input id="brightness" class="form-range" type="range" min="0" max="100" value="50">
    <button type="button" class="btn btn-primary mt-3" data-bs-toggle="modal" data-bs-target="#sub">Subscribe</button>
  </div>
  <div class="modal fade" id="sub" tabindex="-1" aria-labelledby="sub-title" aria-hidden="true">
    <div class="modal-dialog">
      <div class="modal-content">
        <div class="modal-header"><h2 class="modal-title fs-5" id="sub-title">Subscribe</h2>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        <div class="modal-body">
          <label for="modal-email" class="form-label">Email</label>
          <input id="modal-email" class="form-control" type="email">
        </div>
        <div class="modal-footer"><button type="button" id="save" class="btn btn-primary">Save</button></div>
      </div>
    </div>
  </div>`;

const $ = (id) => document.getElementById(id);
window.__state = { footerEmail: '', modalEmail: '', saved: null, brightness: 50 };
$('footer-email').addEventListener('input', (e) => (window.__state.footerEmail = e.target.value));
$('modal-email').addEventListener('input', (e) => (window.__state.modalEmail = e.target.value));
$('brightness').addEventListener('change', (e) => (window.__state.brightness = Number(e.target.value)));
$('save').addEventListener('click', () => {
  window.__state.saved = $('modal-email').value;
  Modal.getOrCreateInstance($('sub')).hide();
});
window.__ready = true;
