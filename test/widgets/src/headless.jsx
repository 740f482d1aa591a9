// Headless UI Listbox and Combobox (issue 29 points 2 and 4): the listbox scrolls inside a 160px popup.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOptions,
  ListboxOption,
  Combobox,
  ComboboxInput,
  ComboboxOptions,
  ComboboxOption,
} from '@headlessui/react';

const PEOPLE = [
  'Wade Cooper',
  'Arlene Mccoy',
  'Devon Webb',
  'Tom Cook',
  'Tanya Fox',
  'Hellen Schmidt',
  'Caroline Schultz',
  'Mason Heaney',
  'Claudie Smitham',
  'Emil Schaefer',
  'Kathryn Murphy',
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Edsger Dijkstra',
  'Barbara Liskov',
];
const popup = {
  position: 'absolute',
  zIndex: 10,
  width: 220,
  maxHeight: 160,
  overflow: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: 'white',
  border: '1px solid #888',
};
// 30px rows in a 160px popup: the sixth option straddles its bottom edge (issue 29 point 2).
const row = { height: 30, lineHeight: '30px', padding: '0 8px', cursor: 'default' };
window.__state = { assignee: null, reviewer: null };

function App() {
  const [assignee, setAssignee] = useState(null);
  const [reviewer, setReviewer] = useState(null);
  const [query, setQuery] = useState('');
  const filtered = PEOPLE.filter((p) => p.toLowerCase().includes(query.toLowerCase()));
  return (
    <div style={{ padding: 24, width: 320 }}>
      <h1>Ticket</h1>
      <Field style={{ position: 'relative', marginBottom: 24 }}>
        <Label>Assignee</Label>
        <Listbox
          value={assignee}
          onChange={(v) => {
            setAssignee(v);
            window.__state.assignee = v;
          }}
        >
          <ListboxButton style={{ display: 'block', width: 220 }}>{assignee ?? 'Nobody'}</ListboxButton>
          <ListboxOptions style={popup}>
            {PEOPLE.map((p) => (
              <ListboxOption key={p} value={p} style={row}>
                {p}
              </ListboxOption>
            ))}
          </ListboxOptions>
        </Listbox>
      </Field>
      <Field style={{ position: 'relative' }}>
        <Label>Reviewer</Label>
        <Combobox
          value={reviewer}
          onChange={(v) => {
            setReviewer(v);
            window.__state.reviewer = v;
          }}
          onClose={() => setQuery('')}
        >
          <ComboboxInput
            style={{ display: 'block', width: 214 }}
            displayValue={(p) => p ?? ''}
            onChange={(e) => setQuery(e.target.value)}
          />
          <ComboboxOptions style={popup}>
            {filtered.map((p) => (
              <ComboboxOption key={p} value={p} style={row}>
                {p}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
      </Field>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
