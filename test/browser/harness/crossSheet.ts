// Links a stylesheet from the fixture server's other origin (served without CORS headers, so its rules
// cannot be read from the page: cssRules throws), and answers whether the page can read it after all.
import type { PagemarkDriver } from './fixtures';

export async function linkCrossOriginSheet(drv: PagemarkDriver, fixture: string): Promise<boolean> {
  return drv.call<boolean>(async (h: string) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = h;
    await new Promise((res) => {
      link.onload = res;
      document.head.appendChild(link);
    });
    try {
      void link.sheet!.cssRules;
      return true;
    } catch {
      return false;
    }
  }, drv.crossUrl(fixture));
}
