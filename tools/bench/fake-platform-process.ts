/**
 * The benchmarks' stand-in for the creators' platforms, in a process of its own (not the load
 * generator's): the tests' fake platform (apps/api/test/helpers) answering each profile of a JSON
 * lines file (`{ platform, username, name, subscribers, likes, posts, price }`, counters null when
 * not published) as a profile page in the shapes the readers parse (Open Graph and ProfilePage
 * JSON-LD); any other path answers 404. Run as `tsx fake-platform-process.ts <file>`; prints its
 * port. startFakePlatformProcess() spawns it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { startFakePlatform } from '../../apps/api/test/helpers/fake-platform';
import { interactionCounter, profilePage, profilePageJsonLd } from '../../apps/api/test/helpers/fake-profiles';

/** A profile the fake platform publishes. */
export interface FakeProfile {
  platform: string;
  username: string;
  name: string;
  subscribers: number | null;
  likes: number | null;
  posts: number | null;
  /** In cents; null: no offer published. */
  price: number | null;
}

/** The profile page of `profile`. */
export function fakeProfilePage(profile: FakeProfile): string {
  const counters = [
    ['FollowAction', profile.subscribers],
    ['LikeAction', profile.likes],
    ['WriteAction', profile.posts],
  ] as const;
  return profilePage({
    og: { 'og:title': profile.name, 'og:type': 'profile' },
    jsonLd: [
      profilePageJsonLd({
        name: profile.name,
        interactionStatistic: counters
          .filter(([, count]) => count !== null)
          .map(([action, count]) => interactionCounter(action, count)),
        ...(profile.price === null
          ? {}
          : { makesOffer: { '@type': 'Offer', price: (profile.price / 100).toFixed(2), priceCurrency: 'USD' } }),
      }),
    ],
  });
}

/** Spawns the fake platform serving `profilesFile`; resolves once it listens. */
export async function startFakePlatformProcess(profilesFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, profilesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fake platform exited (${code})`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve(Number(line)));
  });
  return {
    template: (platform: string) => `http://127.0.0.1:${port}/${platform}/{username}`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const fake = await startFakePlatform();
  const lines = readline.createInterface({ input: fs.createReadStream(process.argv[2]) });
  for await (const line of lines) {
    if (!line) continue;
    const profile = JSON.parse(line) as FakeProfile;
    fake.set(`/${profile.platform}/${encodeURIComponent(profile.username)}`, {
      kind: 'handler',
      handle: () => ({ body: fakeProfilePage(profile), headers: { 'content-type': 'text/html; charset=utf-8' } }),
    });
  }
  // The tests' fake keeps every request; a benchmark's hundred thousand need not stay in memory.
  setInterval(() => {
    fake.requests.length = 0;
    fake.received.length = 0;
  }, 1000).unref();
  console.log(fake.port);
  process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
}
