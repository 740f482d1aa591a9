/**
 * The environment variable that names the browser to launch (findBrowser.ts reads it). Its own file,
 * free of playwright-core, so that the CLI's help, usage errors and --version, which name it, start
 * without loading the driver (src/node/cli.ts loads what launches a browser on demand).
 */
export const BROWSER_ENV = 'PAGEMARK_BROWSER';
