// PLACEHOLDER owned by the render helper (pure shapes) with DOM-backed parts (MiniWoB).
export function observe(options?: object): unknown {
  void options;
  return {};
}
