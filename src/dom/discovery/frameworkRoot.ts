import { objectKeys, strSlice } from '../../builtins/pristine';

const CONTAINER_PREFIX = '__reactContainer$';

/**
 * Whether `el` is a React root container. React sets a no-op `onclick` on the element it renders into
 * (react-dom `appendChildToContainer`, so that iOS Safari delivers clicks to the delegated handlers) and
 * attaches every delegated listener of the app there (`listenToAllSupportedEvents`): neither says the
 * root itself is something a person acts on, and as a target it stood for the whole app (its text is
 * all of the app's text). React marks the container with an own property: `__reactContainer$<key>`
 * (`createRoot`, React 17 and later) or `_reactRootContainer` (the legacy `ReactDOM.render`).
 * `Object.keys` runs no getter of the page's.
 */
export function reactRoot(el: Element): boolean {
  const keys = objectKeys(el);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === '_reactRootContainer' || strSlice(k, 0, CONTAINER_PREFIX.length) === CONTAINER_PREFIX) return true;
  }
  return false;
}
