// Ant Design's nested navigation (issue 55 item 6: nested menus and trees from real component
// libraries): a vertical Menu whose SubMenu opens a pop-up holding a second SubMenu (rc-menu: each
// level an `li role=menuitem aria-haspopup` opened on hover or click, the pop-up in a portal), the
// same in inline mode (each SubMenu opens in place, its items inside the submenu's `li`), and a
// Tree with folders two levels deep (rc-tree: a `div role=treeitem` per node, its switcher a span
// of its own beside the title). The app's state is the menu keys and the tree node picked.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { Menu, Tree } from 'antd';

window.__state = { menu: '', account: '', node: '' };

const MENU = [
  { key: 'home', label: 'Home' },
  {
    key: 'settings',
    label: 'Settings',
    children: [
      { key: 'profile', label: 'Profile' },
      {
        key: 'appearance',
        label: 'Appearance',
        children: [
          { key: 'light', label: 'Light theme' },
          { key: 'dark', label: 'Dark theme' },
        ],
      },
    ],
  },
  { key: 'help', label: 'Help' },
];

const ACCOUNT = [
  { key: 'overview', label: 'Overview' },
  {
    key: 'billing',
    label: 'Billing',
    children: [
      { key: 'invoices', label: 'Invoices' },
      {
        key: 'methods',
        label: 'Payment methods',
        children: [
          { key: 'card', label: 'Card' },
          { key: 'transfer', label: 'Bank transfer' },
        ],
      },
    ],
  },
];

const TREE = [
  {
    key: 'docs',
    title: 'Documents',
    children: [
      { key: 'cv', title: 'cv.pdf', isLeaf: true },
      {
        key: 'taxes',
        title: 'Taxes',
        children: [
          { key: 't2025', title: 'return-2025.pdf', isLeaf: true },
          { key: 't2026', title: 'return-2026.pdf', isLeaf: true },
        ],
      },
    ],
  },
  {
    key: 'photos',
    title: 'Photos',
    children: [{ key: 'cat', title: 'cat.jpg', isLeaf: true }],
  },
];

function App() {
  return (
    <div style={{ padding: 24, display: 'flex', gap: 48, alignItems: 'flex-start' }}>
      <nav style={{ width: 220 }}>
        <h2>Menu</h2>
        <Menu
          mode="vertical"
          items={MENU}
          onClick={({ key }) => {
            window.__state.menu = key;
          }}
        />
      </nav>
      <nav style={{ width: 220 }}>
        <h2>Account</h2>
        <Menu
          mode="inline"
          items={ACCOUNT}
          onClick={({ key }) => {
            window.__state.account = key;
          }}
        />
      </nav>
      <section style={{ width: 260 }}>
        <h2>Files</h2>
        <Tree
          treeData={TREE}
          onSelect={(keys) => {
            window.__state.node = keys[0] ?? '';
          }}
        />
      </section>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
window.__ready = true;
