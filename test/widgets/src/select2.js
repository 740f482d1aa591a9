// jQuery + Select2 (issue 29 points 4 and 7): a single and a multiple select, each built on a hidden
// source <select> (issue 42 point 7: the multiple one's options are a list box, registered on their own).
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
  <p>Selected: <output id="out"></output></p>
  <label for="langs">Languages</label>
  <select id="langs" multiple style="width: 240px">
    <option>English</option><option selected>French</option><option>German</option><option>Spanish</option>
  </select>`;

window.__state = { country: $('#country').val() };
$('#country')
  .select2()
  .on('change', (e) => {
    window.__state.country = $(e.target).val();
    $('#out').text($(e.target).find('option:selected').text());
  });
$('#langs').select2();
window.__ready = true;
