// Load generator for bench-search, run in a worker thread so that it does not share the
// server's event loop. Each connection walks the list of paths from its own random start, so
// that concurrent connections do not ask the same query at the same moment (which would flatter
// every cache on the way).
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

// autocannon is one of the benchmarks' own packages (bench/), installed by the script that starts this one.
const autocannon = createRequire(new URL('../../bench/package.json', import.meta.url))('autocannon');

const { url, paths, headers, connections, duration, rate } = workerData;
const opts = {
  url,
  connections,
  duration,
  headers,
  ...(rate ? { overallRate: rate } : {}),
  requests: [
    {
      setupRequest(req, context) {
        context.i = context.i === undefined ? Math.floor(Math.random() * paths.length) : (context.i + 1) % paths.length;
        return { ...req, path: paths[context.i] };
      },
    },
  ],
};
// Inside a worker thread autocannon answers raw histograms, to be aggregated by the caller.
const result = autocannon.aggregateResult([await autocannon(opts)], opts);
parentPort.postMessage(JSON.parse(JSON.stringify(result)));
