// Load generator run as its own process (argv[2]: JSON options), so that the CPU the bench
// reads for the server's process is the server's alone. Prints one JSON line: totals, req/s and
// latency percentiles (ms).
import { createRequire } from 'node:module';

// autocannon is one of the benchmarks' own packages (bench/), installed by the script that starts this one.
const autocannon = createRequire(new URL('../../bench/package.json', import.meta.url))('autocannon');

const { url, paths, headers, connections = 8, duration = 3, amount } = JSON.parse(process.argv[2]);
const opts = {
  url,
  connections,
  headers,
  ...(amount ? { amount } : { duration }),
  requests: [
    {
      setupRequest(req, context) {
        context.i = context.i === undefined ? Math.floor(Math.random() * paths.length) : (context.i + 1) % paths.length;
        return { ...req, path: paths[context.i] };
      },
    },
  ],
};
const r = await autocannon(opts);
console.log(
  JSON.stringify({
    total: r.requests.total,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    bytes: r.throughput.total,
  }),
);
