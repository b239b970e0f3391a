import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * A worktree of git `ref` at `root`, beside the checkout `repo`, to build and run an older version
 * of the product next to this one. Its node_modules is a folder of links to the checkout's
 * packages, except the workspace packages (@fanlens/*), which are the ref's own. `remove()` takes
 * the worktree away again.
 */
export function checkOutRef(repo: string, ref: string, root: string): { root: string; remove(): void } {
  git(['worktree', 'add', '--detach', root, ref], repo);
  const modules = path.join(repo, 'node_modules');
  fs.mkdirSync(path.join(root, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry === '@fanlens') continue;
    fs.symlinkSync(path.join(modules, entry), path.join(root, 'node_modules', entry));
  }
  fs.mkdirSync(path.join(root, 'node_modules/@fanlens'));
  for (const entry of fs.readdirSync(path.join(modules, '@fanlens'))) {
    const target = fs.readlinkSync(path.join(modules, '@fanlens', entry));
    fs.symlinkSync(target, path.join(root, 'node_modules/@fanlens', entry));
  }
  for (const app of ['apps/api', 'apps/web']) {
    const own = path.join(repo, app, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(root, app, 'node_modules'));
  }
  return { root, remove: () => git(['worktree', 'remove', '--force', root], repo) };
}
