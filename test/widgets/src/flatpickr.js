// flatpickr (issue 29 point 3): a calendar that opens with a CSS animation; days are named by aria-label.
import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.css';

document.getElementById('root').innerHTML = `
  <div style="padding: 24px">
    <h1>Trip</h1>
    <label for="departure">Departure</label>
    <input id="departure" type="text" placeholder="Pick a date">
  </div>`;
window.__state = { departure: '' };
flatpickr('#departure', {
  defaultDate: null,
  // The calendar opens on March 2024 whatever today is, so the task's day is always shown.
  onReady: (_, __, fp) => fp.jumpToDate('2024-03-01'),
  onChange: (_, str) => (window.__state.departure = str),
});
window.__ready = true;
