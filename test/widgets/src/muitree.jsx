// MUI X's SimpleTreeView (issue 55 item 6: nested trees from real component libraries): every
// node an `li role=treeitem` with aria-expanded on folders, its children in a `ul role=group`
// inside it, so a leaf's `li` sits inside its folder's `li` two levels deep. A click on a folder's
// content toggles it and selects it; the app's state is the selected item.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

window.__state = { item: '' };

function App() {
  return (
    <div style={{ padding: 24, width: 320 }}>
      <h1>Library</h1>
      <SimpleTreeView
        aria-label="Library"
        onSelectedItemsChange={(e, id) => {
          window.__state.item = id ?? '';
        }}
      >
        <TreeItem itemId="fiction" label="Fiction">
          <TreeItem itemId="dune" label="Dune" />
          <TreeItem itemId="classics" label="Classics">
            <TreeItem itemId="emma" label="Emma" />
            <TreeItem itemId="ulysses" label="Ulysses" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="science" label="Science">
          <TreeItem itemId="cosmos" label="Cosmos" />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
