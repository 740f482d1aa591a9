// Ant Design (issue 29): a Select whose virtualised listbox sits in a portal, opened by a combobox
// (point 4), and a Slider drawn by rc-slider as a `div role=slider` handle that takes keys and holds
// no native input (point 6).
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Select, Slider, Form } from 'antd';

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
window.__state = { fruit: null, volume: 20 };

function App() {
  const [fruit, setFruit] = useState();
  const [volume, setVolume] = useState(20);
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
        <Form.Item label="Volume">
          <Slider
            ariaLabelForHandle="Volume"
            min={0}
            max={100}
            step={5}
            value={volume}
            onChange={(v) => {
              setVolume(v);
              window.__state.volume = v;
            }}
          />
        </Form.Item>
      </Form>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
