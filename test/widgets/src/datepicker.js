// jQuery UI Datepicker (issue 42 point 3): Prev and Next are <a> without href (title "Prev"/"Next",
// an icon span inside), bound by the widget to its own handlers; only the shown month's days are links.
import './lib/jqueryGlobal.js';
import 'jquery-ui/dist/jquery-ui.js';
import 'jquery-ui/dist/themes/base/jquery-ui.css';

const $ = window.jQuery;
document.getElementById('root').innerHTML = `
  <h1>Trip</h1>
  <label for="depart">Departure</label> <input id="depart" type="text" autocomplete="off">`;
window.__state = { depart: '' };
$('#depart').datepicker({
  defaultDate: new Date(2016, 11, 14),
  onSelect: (d) => {
    window.__state.depart = d;
  },
});
window.__ready = true;
