// jQuery + Select2 (issue 29 points 4 and 7): a single select built on a hidden source <select>.
import $ from 'jquery';
import select2 from 'select2';
import 'select2/dist/css/select2.css';

select2(window, $);
const COUNTRIES = ['Argentina', 'Brazil', 'Canada', 'Denmark', 'Egypt', 'France', 'Germany', 'Hungary', 'India'];

document.getElementById('root').innerHTML = `
  <h1>Shipping</h1>
  <label for="country">Country</label>
  <select id="country" style="width: 240px">
    ${COUNTRIES.map((c) => `<option value="${c.slice(0, 2).toUpperCase()}">${c}</option>`).join('')}
  </select>
  <p>Selected: <output id="out"></output></p>`;

window.__state = { country: $('#country').val() };
$('#country')
  .select2()
  .on('change', (e) => {
    window.__state.country = $(e.target).val();
    $('#out').text($(e.target).find('option:selected').text());
  });
window.__ready = true;
