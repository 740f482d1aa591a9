/**
 * `pagemark` command line: snapshot a URL or a local file in headless Debian Chromium, print one
 * format, write every format and a marked screenshot, optionally run one action.
 *
 *   pagemark snapshot <url-or-file> [--format text|html|json] [--out DIR] [--screenshot FILE]
 *                     [--viewport-expansion N] [--do "<action>"]...
 *   pagemark demo      the embedded demo page, a scripted search, and the files in out/demo
 *   pagemark agent <url-or-file> "<task>" [--api openai|anthropic] [--base-url URL] [--model M] ...
 */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { snapshotHtml } from './static';
import { render } from '../core/render/render';
import { snapshotPage, type PageRun } from './snapshotPage';
import { agentCommand } from './agentCommand';
import { runMcp } from './mcp/main';

const HELP = `Usage:
  pagemark snapshot <url-or-file> [options]
  pagemark agent <url-or-file> "<task>" [options]
  pagemark demo

Options:
  --format text|html|json     what to print (default text)
  --out DIR                   write snapshot.json, snapshot.txt, snapshot.html, screenshot.png there
  --screenshot FILE           write a viewport screenshot with Set-of-Marks drawn
  --viewport-expansion N      -1 whole page (default), 0 viewport only, N px beyond
  --include MODE              interactive (default) | interactive+content | all
  --do "<action>"             run an action after the snapshot (repeatable): "click 12", "type 3 hello",
                              a BrowserGym string like "fill('5', 'hi')", or JSON
  --static                    no browser: parse the file with linkedom (inline styles only, no layout)
  --width N --height N        viewport size (default 1280x800)
  --chromium PATH             browser binary (default /usr/bin/chromium)
  --connect WS_ENDPOINT       use a Playwright browser server (chromium.launchServer, a grid) instead
  --cdp URL                   attach to a Chromium started with --remote-debugging-port instead
  -h, --help                  this help

Agent options (keys from OPENAI_API_KEY / ANTHROPIC_API_KEY, base URL also from OPENAI_BASE_URL):
  --api openai|anthropic      wire protocol (default openai; anthropic when only ANTHROPIC_API_KEY is set)
  --base-url URL              e.g. http://localhost:11434/v1 for Ollama (no key needed)
  --model M                   default gpt-4o-mini / claude-sonnet-4-5 (or PAGEMARK_MODEL)
  --max-steps N               default 20
  --max-failures N            consecutive failures that end the run (default 3)
  --vision                    send a Set-of-Marks screenshot with each observation
  --json                      print the AgentOutput as JSON on stdout (steps go to stderr)

Exit codes: 0 ok, 1 action failed (agent: the task did not succeed), 2 bad usage, 3 page could not be
loaded, 4 browser could not start.`;

function die(code: number, message: string): never {
  process.stderr.write(`pagemark: ${message}\n`);
  process.exit(code);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'mcp') return runMcp(argv.slice(1));
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        out: { type: 'string' },
        screenshot: { type: 'string' },
        'viewport-expansion': { type: 'string', default: '-1' },
        include: { type: 'string', default: 'interactive' },
        do: { type: 'string', multiple: true },
        width: { type: 'string', default: '1280' },
        height: { type: 'string', default: '800' },
        chromium: { type: 'string' },
        static: { type: 'boolean' },
        connect: { type: 'string' },
        cdp: { type: 'string' },
        api: { type: 'string' },
        'base-url': { type: 'string' },
        model: { type: 'string' },
        'max-steps': { type: 'string', default: '20' },
        'max-failures': { type: 'string', default: '3' },
        vision: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    die(2, `${(e as Error).message}\n\n${HELP}`);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    console.log(HELP);
    return positionals.length === 0 && !values.help ? 2 : 0;
  }
  const cmd = positionals[0];
  const format = values.format as string;
  if (!['text', 'html', 'json'].includes(format)) die(2, `--format must be text, html or json (got "${format}")`);
  const expansion = Number(values['viewport-expansion']);
  if (!Number.isFinite(expansion) || (expansion < 0 && expansion !== -1))
    die(2, '--viewport-expansion must be -1 or >= 0');
  const include = values.include as string;
  if (!['interactive', 'interactive+content', 'all'].includes(include))
    die(2, '--include must be interactive, interactive+content or all');
  const width = Number(values.width);
  const height = Number(values.height);

  const run: PageRun = {
    target: '',
    format: format as PageRun['format'],
    out: values.out,
    screenshot: values.screenshot,
    snapshotOptions: { viewportExpansion: expansion, include: include as 'interactive' },
    actions: values.do ?? [],
    viewport: { width, height },
    chromium: values.chromium ?? process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    connect: values.connect,
    cdp: values.cdp,
    bundle: path.join(repo, 'dist', 'pagemark.iife.js'),
    log: (m) => process.stderr.write(`${m}\n`),
    print: (m) => process.stdout.write(m.endsWith('\n') ? m : `${m}\n`),
  };
  if (cmd === 'demo') {
    run.target = path.join(repo, 'examples', 'demo', 'index.html');
    run.out = values.out ?? path.join(process.cwd(), 'out', 'demo');
    run.screenshot = run.screenshot ?? path.join(run.out, 'screenshot.png');
    run.actions = values.do ?? ['fill #q "trail backpack"', 'click #search-btn'];
    run.demo = true;
  } else if (cmd === 'snapshot') {
    const target = positionals[1];
    if (!target) die(2, 'snapshot needs a URL or a file');
    if (!/^https?:\/\//i.test(target) && !/^file:/i.test(target) && !fs.existsSync(target)) {
      die(3, `no such file: ${target}`);
    }
    run.target = target;
    if (values.static) {
      if (/^https?:/i.test(target)) die(2, '--static reads a local file (there is no network here)');
      const s = snapshotHtml(fs.readFileSync(target, 'utf8'), {
        url: pathToFileURL(path.resolve(target)).href,
        ...run.snapshotOptions,
      });
      console.log(render(s, run.format));
      if (run.out) {
        fs.mkdirSync(run.out, { recursive: true });
        fs.writeFileSync(path.join(run.out, 'snapshot.json'), JSON.stringify(s, null, 1));
        fs.writeFileSync(path.join(run.out, 'snapshot.txt'), render(s, 'text'));
        fs.writeFileSync(path.join(run.out, 'snapshot.html'), render(s, 'html'));
      }
      process.stderr.write(`${s.elements.length} elements (static mode: no layout, no occlusion)\n`);
      return 0;
    }
  } else if (cmd === 'agent') {
    const [, target, task] = positionals;
    if (!target || !task) die(2, 'agent needs a URL or a file and a task: pagemark agent page.html "find the price"');
    const maxSteps = Number(values['max-steps']);
    const maxFailures = Number(values['max-failures']);
    if (!(maxSteps >= 1) || !(maxFailures >= 1)) die(2, '--max-steps and --max-failures must be >= 1');
    if (values.connect && values.cdp) die(2, 'use --connect or --cdp, not both');
    return agentCommand({
      target,
      task,
      api: values.api,
      baseURL: values['base-url'],
      model: values.model,
      maxSteps,
      maxFailures,
      vision: !!values.vision,
      json: !!values.json,
      chromium: run.chromium,
      connect: values.connect,
      cdp: values.cdp,
      viewport: run.viewport,
      bundle: run.bundle,
      env: process.env,
      out: (m) => process.stdout.write(`${m}\n`),
      err: (m) => process.stderr.write(`${m}\n`),
    });
  } else {
    die(2, `unknown command "${cmd}"\n\n${HELP}`);
  }
  return snapshotPage(run);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => die(3, (e as Error).message),
);
