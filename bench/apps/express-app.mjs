// A real framework app for the noise benchmark: an express 5 JSON endpoint.
// PORT: where to listen. WORK_US: extra CPU work per request, for a known slowdown.
// Known costs off the request path (bench:noise --part offpath):
// TIMER_BUSY_MS / TIMER_EVERY_MS: a timer on the event loop that spins BUSY of every EVERY ms
// (a metrics aggregator, a cache refresh, an exporter's flush);
// WORKER_BUSY_MS / WORKER_EVERY_MS: a worker thread that does the same beside the server
// (an exporter's background thread, a concurrent GC).
// WORKER_LOOPS / WORKER_EVERY_MS: the same worker doing a fixed amount of work instead (LOOPS
// iterations; 115,000 take about 4 ms here): its CPU does not depend on how often the spin is
// preempted, as a fixed-time spin's does. WORKER_LOOPS wins when both are set.
// HELMET=1: helmet()'s security headers on every response (a real middleware's cost, ≈ −10%).
import express from 'express';
import { Worker } from 'node:worker_threads';

const spin = (ms) => {
  const until = process.hrtime.bigint() + BigInt(Math.round(ms * 1e6));
  while (process.hrtime.bigint() < until);
};
if (process.env.TIMER_BUSY_MS) {
  const busy = Number(process.env.TIMER_BUSY_MS);
  setInterval(() => spin(busy), Number(process.env.TIMER_EVERY_MS ?? 10));
}
if (process.env.WORKER_BUSY_MS || process.env.WORKER_LOOPS) {
  const every = Number(process.env.WORKER_EVERY_MS ?? 10);
  if (process.env.WORKER_LOOPS && !(Number(process.env.WORKER_LOOPS) > 0))
    throw new Error(`WORKER_LOOPS must be a positive number, not "${process.env.WORKER_LOOPS}"`);
  const tick = process.env.WORKER_LOOPS
    ? `let sink = 0;
       const work = () => { for (let i = 0; i < ${Number(process.env.WORKER_LOOPS)}; i++) sink += Math.sqrt(i + (sink % 7)); };`
    : `const work = () => { const until = process.hrtime.bigint() + ${BigInt(Math.round(Number(process.env.WORKER_BUSY_MS) * 1e6))}n; while (process.hrtime.bigint() < until); };`;
  const worker = new Worker(`${tick}\n setInterval(work, ${every});`, { eval: true });
  worker.unref();
}

const workUs = Number(process.env.WORK_US ?? 0);
const items = Array.from({ length: 20 }, (_, i) => ({
  id: i,
  name: `item ${i}`,
  price: Math.round(100 * (1 + Math.sin(i))) / 10,
  tags: ['a', 'b', 'c'].slice(0, (i % 3) + 1),
}));

const app = express();
if (process.env.HELMET === '1') app.use((await import('helmet')).default());
app.get('/health', (_req, res) => res.send('ok'));
app.get('/items', (req, res) => {
  if (workUs > 0) {
    const until = process.hrtime.bigint() + BigInt(Math.round(workUs * 1000));
    while (process.hrtime.bigint() < until);
  }
  res.json({ items, page: Number(req.query.page ?? 1) });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
