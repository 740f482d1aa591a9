// Starts Xvfb when the webkit project will run and no DISPLAY is set (WebKitGTK MiniBrowser has no headless mode).
import { spawn } from 'node:child_process';
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig) {
  const needsX = config.projects.some((p) => p.use.browserName === 'webkit');
  if (!needsX || process.env.DISPLAY) return;
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let buf = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (d) => {
      buf += d;
      if (buf.includes('\n')) resolve(buf.trim());
    });
    xvfb.on('exit', (c) => reject(new Error(`Xvfb exited ${c}`)));
    setTimeout(() => reject(new Error('Xvfb start timeout')), 10_000);
  });
  process.env.DISPLAY = `:${display}`; // inherited by workers -> WebKitWebDriver -> MiniBrowser
  return async () => {
    xvfb.kill();
  };
}
