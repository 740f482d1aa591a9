// react-select (issue 29 points 2 and 4): a searchable combobox whose menu scrolls inside a 300px box,
// and a controlled one whose app refuses every change (only waffle cones today): the pick is clicked
// and the control keeps showing Waffle, as a library that ignores a pick would. Extras is a
// multi-select: a pick becomes a chip with its own remove button and the input stays empty.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';

const FLAVOURS = [
  'Banana',
  'Blueberry',
  'Caramel',
  'Cherry',
  'Chocolate',
  'Coconut',
  'Coffee',
  'Cookie dough',
  'Hazelnut',
  'Lemon',
  'Mango',
  'Mint',
  'Peach',
  'Pistachio',
  'Raspberry',
  'Rum raisin',
  'Salted caramel',
  'Strawberry',
  'Toffee',
  'Vanilla',
];
const TOPPINGS = [
  'Sprinkles',
  'Nuts',
  'Sauce',
  'Caramel sauce',
  'Chocolate chips',
  'Cookie crumbs',
  'Fudge',
  'Gummy bears',
  'Marshmallows',
  'Mochi',
  'Pretzels',
  'Whipped cream',
];
const options = FLAVOURS.map((f) => ({ value: f.toLowerCase(), label: f }));
const CONES = ['Waffle', 'Sugar', 'Cup'].map((c) => ({ value: c.toLowerCase(), label: c }));
const EXTRAS = ['Hot fudge', 'Whipped cream', 'Cherry on top', 'Wafer'].map((e) => ({
  value: e.toLowerCase(),
  label: e,
}));
window.__state = { flavour: null, topping: null, cone: 'waffle', coneTried: null, extras: 'whipped cream' };

function App() {
  const [flavour, setFlavour] = useState(null);
  const [topping, setTopping] = useState(null);
  const [extras, setExtras] = useState([EXTRAS[1]]);
  return (
    <div style={{ padding: 24, width: 320 }}>
      <h1>Ice cream</h1>
      <label id="flavour-label" htmlFor="flavour-input">
        Flavour
      </label>
      <Select
        inputId="flavour-input"
        aria-labelledby="flavour-label"
        options={options}
        value={flavour}
        onChange={(o) => {
          setFlavour(o);
          window.__state.flavour = o && o.value;
        }}
      />
      <label id="topping-label" htmlFor="topping-input">
        Topping
      </label>
      <Select
        inputId="topping-input"
        aria-labelledby="topping-label"
        options={TOPPINGS.map((t) => ({ value: t.toLowerCase(), label: t }))}
        // A short menu: the fourth option straddles its bottom edge (issue 29 point 2).
        maxMenuHeight={120}
        styles={{ option: (base) => ({ ...base, height: 36, padding: '8px 12px', lineHeight: '20px' }) }}
        value={topping}
        onChange={(o) => {
          setTopping(o);
          window.__state.topping = o && o.value;
        }}
      />
      <label id="cone-label" htmlFor="cone-input">
        Cone
      </label>
      <Select
        inputId="cone-input"
        aria-labelledby="cone-label"
        options={CONES}
        value={CONES[0]}
        onChange={(o) => {
          window.__state.coneTried = o && o.value;
        }}
      />
      <label id="extras-label" htmlFor="extras-input">
        Extras
      </label>
      <Select
        inputId="extras-input"
        aria-labelledby="extras-label"
        isMulti
        options={EXTRAS}
        value={extras}
        onChange={(vs) => {
          setExtras(vs);
          window.__state.extras = vs.map((v) => v.value).join(',');
        }}
      />
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
