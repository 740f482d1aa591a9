/**
 * A `pagemark mcp` config file (`--config`, PAGEMARK_MCP_CONFIG) read into flag values: our flags in
 * camelCase at the top, and Playwright MCP's nested keys (its config.d.ts).
 */
import fs from 'node:fs';
import { FLAGS, camel, type Raw } from './flags';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A config value as a flag's value: strings, numbers and booleans; lists joined. Objects are nested keys. */
function flagValue(v: unknown): string | boolean | string[] | undefined {
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(String);
  return undefined;
}

/**
 * A config file: our flags in camelCase, and Playwright MCP's keys (config.d.ts): `browser.*`,
 * `server.*`, `capabilities`, `console.level`, `network.*`, `timeouts.*`, `snapshot.*`,
 * `secrets` (an object there), `imageResponses`, `testIdAttribute`, `outputDir`, `codegen`, ...
 */
export function fromConfig(file: string, secrets: Record<string, string>): Raw {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Raw = {};
  for (const flag of Object.keys(FLAGS)) {
    const v = flagValue(json[camel(flag)]);
    if (v === undefined || (flag === 'secrets' && typeof v !== 'string')) continue;
    out[flag] = Array.isArray(v) && !('multiple' in FLAGS[flag as keyof typeof FLAGS]) ? v.join(';') : v;
  }
  const set = (flag: string, v: unknown): void => {
    const f = flagValue(v);
    if (f !== undefined) out[flag] = f;
  };
  const b = json['browser'];
  if (isObj(b)) {
    const lo = isObj(b['launchOptions']) ? b['launchOptions'] : {};
    const co = isObj(b['contextOptions']) ? b['contextOptions'] : {};
    set('browser', b['browserName']);
    if (typeof lo['channel'] === 'string' && b['browserName'] === undefined) set('browser', lo['channel']);
    set('isolated', b['isolated']);
    set('user-data-dir', b['userDataDir']);
    set('cdp-endpoint', b['cdpEndpoint']);
    set('cdp-timeout', b['cdpTimeout']);
    if (isObj(b['cdpHeaders']))
      out['cdp-header'] = Object.entries(b['cdpHeaders']).map(([k, v]) => `${k}: ${String(v)}`);
    if (b['remoteEndpoint'] !== undefined) out['endpoint'] = 'remoteEndpoint';
    set('init-script', b['initScript']);
    set('init-page', b['initPage']);
    set('headless', lo['headless']);
    set('executable-path', lo['executablePath']);
    if (Array.isArray(lo['args']) && lo['args'].includes('--no-sandbox')) out['no-sandbox'] = true;
    if (lo['chromiumSandbox'] === false) out['no-sandbox'] = true;
    const proxy = isObj(lo['proxy']) ? lo['proxy'] : isObj(co['proxy']) ? co['proxy'] : null;
    if (proxy) {
      set('proxy-server', proxy['server']);
      set('proxy-bypass', proxy['bypass']);
    }
    const vp = co['viewport'] as { width?: number; height?: number } | undefined;
    if (vp?.width && vp.height) out['viewport-size'] = `${vp.width}x${vp.height}`;
    // Config only (Playwright MCP has no flag for it): browser_take_screenshot's scale: device reads it.
    if (typeof co['deviceScaleFactor'] === 'number') out['device-scale-factor'] = String(co['deviceScaleFactor']);
    set('user-agent', co['userAgent']);
    set('ignore-https-errors', co['ignoreHTTPSErrors']);
    set('grant-permissions', co['permissions']);
    if (typeof co['storageState'] === 'string') out['storage-state'] = co['storageState'];
    if (co['serviceWorkers'] === 'block') out['block-service-workers'] = true;
  }
  const server = json['server'];
  if (isObj(server)) {
    set('port', server['port']);
    set('host', server['host']);
    set('allowed-hosts', server['allowedHosts']);
  }
  if (Array.isArray(json['capabilities'])) out['caps'] = json['capabilities'].map(String).join(',');
  if (isObj(json['console'])) set('console-level', json['console']['level']);
  if (isObj(json['network'])) {
    const n = json['network'];
    if (Array.isArray(n['allowedOrigins'])) out['allowed-origins'] = n['allowedOrigins'].join(';');
    if (Array.isArray(n['blockedOrigins'])) out['blocked-origins'] = n['blockedOrigins'].join(';');
  }
  if (isObj(json['timeouts'])) {
    const t = json['timeouts'];
    set('timeout-action', t['action']);
    set('timeout-navigation', t['navigation']);
    set('timeout-settle', t['settle']);
    set('idle-timeout', t['idle']);
  }
  if (isObj(json['snapshot'])) {
    set('snapshot-mode', json['snapshot']['mode']);
    set('snapshot-boxes', json['snapshot']['boxes']);
  }
  if (isObj(json['secrets'])) for (const [k, v] of Object.entries(json['secrets'])) secrets[k] = String(v);
  if (json['webmcp'] === false) out['no-webmcp'] = true;
  return out;
}
