// TanStack Virtual (issue 29 point 1): 1,000 rows in a plain overflow:auto box; only a window is rendered.
import React, { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';

window.__state = { clicked: null };

function App() {
  const parentRef = useRef(null);
  const [clicked, setClicked] = useState(null);
  const v = useVirtualizer({ count: 1000, getScrollElement: () => parentRef.current, estimateSize: () => 30 });
  return (
    <div style={{ padding: 24 }}>
      <h1>Rows</h1>
      <p>Clicked: {clicked ?? 'none'}</p>
      <div ref={parentRef} style={{ height: 300, width: 300, overflow: 'auto', border: '1px solid #888' }}>
        <div style={{ height: v.getTotalSize(), position: 'relative' }}>
          {v.getVirtualItems().map((it) => (
            <div
              key={it.key}
              onClick={() => {
                setClicked(it.index + 1);
                window.__state.clicked = it.index + 1;
              }}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: 30,
                transform: `translateY(${it.start}px)`,
                cursor: 'pointer',
              }}
            >
              Row {it.index + 1}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
