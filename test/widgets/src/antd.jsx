// Ant Design Select (issue 29 point 4): a virtualised listbox in a portal, opened by a combobox.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Select, Form } from 'antd';

const FRUITS = [
  'Apple',
  'Apricot',
  'Banana',
  'Blackberry',
  'Blueberry',
  'Cherry',
  'Coconut',
  'Cranberry',
  'Date',
  'Dragonfruit',
  'Elderberry',
  'Fig',
  'Gooseberry',
  'Grape',
  'Guava',
  'Kiwi',
  'Lemon',
  'Lime',
  'Lychee',
  'Mango',
  'Melon',
  'Nectarine',
  'Orange',
  'Papaya',
  'Peach',
  'Pear',
  'Pineapple',
  'Plum',
  'Raspberry',
  'Strawberry',
];
window.__state = { fruit: null };

function App() {
  const [fruit, setFruit] = useState();
  return (
    <div style={{ padding: 24, width: 320 }}>
      <h1>Order</h1>
      <Form layout="vertical">
        <Form.Item label="Fruit" htmlFor="fruit">
          <Select
            id="fruit"
            aria-label="Fruit"
            showSearch
            placeholder="Pick a fruit"
            value={fruit}
            onChange={(v) => {
              setFruit(v);
              window.__state.fruit = v;
            }}
            options={FRUITS.map((f) => ({ value: f.toLowerCase(), label: f }))}
          />
        </Form.Item>
      </Form>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
