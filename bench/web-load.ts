/**
 * `bench:web --under-load`'s traffic, in its own process so that its event loop never delays
 * Lighthouse's: the feed, search and post reads of `npm run bench` (bench/run.ts's read rows:
 * board feeds new and hot, popular week, all boards, 종목토론, post detail and its comments, and
 * search on words of the newest titles) against one server at `--connections` (50), one path
 * after another, every other request signed in as the next of 50 new members (uncached: the
 * response cache answers only anonymous reads). Runs until SIGTERM, then prints one JSON line:
 * requests per second, p50/p99 latency and errors.
 *
 *   node --import tsx bench/web-load.ts --base http://127.0.0.1:PORT --post ID [--connections 50]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { registerWriters } from './writes';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    post: { type: 'string' },
    connections: { type: 'string', default: '50' },
  },
});
const base = values.base!;
const post = Number(values.post);
const connections = Number(values.connections);

/** Words of the newest titles: search queries that find something on any data set. */
async function searchWords(): Promise<string[]> {
  const feed = (await (await fetch(`${base}/api/posts?sort=new&size=20`)).json()) as {
    content: { title: string }[];
  };
  const words = feed.content.flatMap((p) => p.title.split(/\s+/)).filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, 20);
}

async function main() {
  const words = await searchWords();
  const paths = [
    '/api/boards/stock/posts?sort=new&size=20',
    '/api/boards/stock/posts?sort=hot&size=20',
    '/api/posts/popular?timeRange=week&size=20',
    '/api/posts?sort=new&size=20',
    '/api/stock/005930/posts?size=20',
    `/api/posts/${post}`,
    `/api/comments/post/${post}?size=20`,
    ...words.map((w) => `/api/posts/search?query=${encodeURIComponent(w)}&size=20`),
  ];
  const members = await registerWriters(base, connections);
  let n = 0;
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: 24 * 3600,
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            const signedIn = i % 2 === 1;
            return {
              ...request,
              method: 'GET',
              path: paths[Math.floor(i / 2) % paths.length]!,
              headers: signedIn
                ? { ...request.headers, authorization: `Bearer ${members[i % members.length]!}` }
                : request.headers,
            };
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      console.log(
        JSON.stringify({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
          seconds: Math.round(result.duration),
        }),
      );
      process.exit(0);
    },
  );
  process.on('SIGTERM', () => instance.stop());
  // Ready: the members exist and the requests are going out.
  console.error('load started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
