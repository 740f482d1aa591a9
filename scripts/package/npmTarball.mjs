// The npm tarball, packed from a staging copy of what package.json's "files" ships, whose README's
// relative links are made absolute to the repository at this version's tag: on the registry's page
// and in an installed package the docs/, python/ and image files they name are not beside the README
// (the tarball ships dist/, the demo, LICENSE and the README only).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pkg, root, sh } from './shell.mjs';

/** https://github.com/OWNER/NAME from package.json's repository (`git+https://...git` or a string). */
export function repositoryUrl() {
  const raw = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!raw) throw new Error('package.json has no repository');
  return raw.replace(/^git\+/, '').replace(/\.git$/, '');
}

/** The git tag a release of this version is published from (scripts/release.mjs prints the command). */
export const releaseTag = () => `v${pkg.version}`;

/**
 * A Markdown text with every relative link and image made absolute: files under the repository's
 * `blob/<tag>/`, images under raw.githubusercontent.com (a blob URL is an HTML page, not an image).
 * Anchors (`#...`), absolute URLs and `mailto:` stay as they are.
 */
export function absoluteLinks(markdown) {
  const repo = repositoryUrl();
  const raw = repo.replace('https://github.com/', 'https://raw.githubusercontent.com/');
  const tag = releaseTag();
  return markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (all, bang, text, target) => {
    if (/^([a-z][a-z0-9+.-]*:|#)/i.test(target)) return all;
    const path = target.replace(/^\.\//, '');
    return `${bang}[${text}](${bang ? `${raw}/${tag}` : `${repo}/blob/${tag}`}/${path})`;
  });
}

/** The relative link targets left in a Markdown text (none in a packed README). */
export function relativeLinks(markdown) {
  return [...markdown.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((t) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(t));
}

/**
 * `npm pack` of the staged package into `dest`: { file (its path), info (npm pack's JSON: files with
 * sizes, size, unpackedSize) } or { error }. Uses dist/ as it is: build first.
 */
export function packNpm(dest) {
  const stage = join(dest, '.stage');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  for (const entry of pkg.files.filter((f) => !f.startsWith('!'))) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(stage, entry), { recursive: true });
  }
  cpSync(join(root, 'package.json'), join(stage, 'package.json'));
  writeFileSync(join(stage, 'README.md'), absoluteLinks(readFileSync(join(root, 'README.md'), 'utf8')));
  const packed = sh('npm', ['pack', '--json', '--pack-destination', dest], stage);
  rmSync(stage, { recursive: true, force: true });
  try {
    const info = JSON.parse(packed.out)[0];
    return { file: join(dest, info.filename), info };
  } catch {
    return { error: packed.out + packed.err };
  }
}
