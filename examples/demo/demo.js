// Behaviour for the demo page: a custom ARIA dropdown, a modal, a web component with an open shadow
// root, and a long product list that extends well below the viewport.
(function () {
  var sortButton = document.getElementById('sort-button');
  var sortList = document.getElementById('sort-list');
  sortButton.addEventListener('click', function () {
    var open = sortButton.getAttribute('aria-expanded') === 'true';
    sortButton.setAttribute('aria-expanded', String(!open));
    sortList.hidden = open;
  });
  sortList.addEventListener('click', function (e) {
    var opt = e.target.closest('[role=option]');
    if (!opt) return;
    sortList.querySelectorAll('[role=option]').forEach(function (o) {
      o.setAttribute('aria-selected', String(o === opt));
    });
    sortButton.textContent = opt.textContent;
    sortButton.setAttribute('aria-expanded', 'false');
    sortList.hidden = true;
  });

  var modal = document.getElementById('modal');
  document.getElementById('open-modal').addEventListener('click', function () {
    modal.hidden = false;
  });
  document.getElementById('modal-close').addEventListener('click', function () {
    modal.hidden = true;
  });
  document.getElementById('modal-join').addEventListener('click', function () {
    modal.hidden = true;
  });

  var results = document.createElement('p');
  results.id = 'search-status';
  results.setAttribute('role', 'status');
  document.querySelector('.products').insertBefore(results, document.getElementById('product-list'));
  document.querySelector('form.search').addEventListener('submit', function (e) {
    e.preventDefault();
    var q = document.getElementById('q').value;
    results.textContent = q ? 'Showing results for "' + q + '"' : '';
  });
  document.getElementById('login').addEventListener('submit', function (e) {
    e.preventDefault();
  });
  document.getElementById('filters').addEventListener('submit', function (e) {
    e.preventDefault();
  });

  class GearRating extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({ mode: 'open' });
      var label = document.createElement('span');
      label.textContent = (this.getAttribute('label') || 'Rate') + ': ';
      root.appendChild(label);
      for (var i = 1; i <= 5; i++) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = '\u2605';
        b.setAttribute('aria-label', i + (i === 1 ? ' star' : ' stars'));
        b.setAttribute('aria-pressed', 'false');
        b.addEventListener('click', function (ev) {
          root.querySelectorAll('button').forEach(function (x) {
            x.setAttribute('aria-pressed', String(x === ev.currentTarget));
          });
        });
        root.appendChild(b);
      }
    }
  }
  customElements.define('gear-rating', GearRating);

  var names = [
    'Ridge 40',
    'Summit 28',
    'Canyon 55',
    'Drift 20',
    'Alpine 65',
    'Trail 32',
    'Cirrus 45',
    'Basin 18',
    'Talus 50',
    'Fjord 36',
    'Mesa 24',
    'Scree 60',
  ];
  var list = document.getElementById('product-list');
  for (var k = 0; k < 36; k++) {
    var li = document.createElement('li');
    li.className = 'product';
    var name = names[k % names.length] + (k >= names.length ? ' v' + (1 + Math.floor(k / names.length)) : '');
    var price = 49 + ((k * 37) % 200);
    var a = document.createElement('a');
    a.href = '/p/' + (k + 1);
    a.textContent = name;
    var span = document.createElement('span');
    span.className = 'price';
    span.textContent = ' $' + price;
    var add = document.createElement('button');
    add.type = 'button';
    add.textContent = 'Add to cart';
    li.appendChild(a);
    li.appendChild(span);
    li.appendChild(document.createTextNode(' '));
    li.appendChild(add);
    list.appendChild(li);
  }
})();
