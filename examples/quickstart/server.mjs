// A tiny HTTP service for the quick start. WORK_US adds that many microseconds of CPU work
// to every request: the "slower build" that perf-gate should catch.
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3000);
const workUs = Number(process.env.WORK_US ?? 0);

function work(us) {
  const until = process.hrtime.bigint() + BigInt(Math.round(us * 1000));
  let spins = 0;
  while (process.hrtime.bigint() < until) spins++;
  return spins;
}

const server = createServer((req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  if (workUs > 0) work(workUs);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ hello: 'world', at: Date.now() }));
});

server.listen(port, '127.0.0.1', () => {
  console.log(`quickstart app listening on http://127.0.0.1:${port} (WORK_US=${workUs})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
