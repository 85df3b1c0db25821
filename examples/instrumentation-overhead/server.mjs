// Seed 000 in miniature: one API, built five ways. The "instrumentation" is simulated by
// the per-request work a tracer or a metrics SDK does (allocating spans and attributes,
// updating histograms, notifying a diagnostic listener) plus a fixed CPU cost for each, so
// the example shows overheads of a known size: about 10 µs for traces, 4 µs for metrics
// and 3 µs for the listener, on a request that costs about 70 µs.
import { createServer } from 'node:http';

const traces = process.env.OTEL_TRACES === 'on';
const metrics = process.env.OTEL_METRICS === 'on';
const listener = process.env.DIAGNOSTIC_LISTENER === 'on';

const COST_US = { traces: 10, metrics: 4, listener: 3 };

function spin(us) {
  const until = process.hrtime.bigint() + BigInt(us * 1000);
  while (process.hrtime.bigint() < until);
}

const spans = [];
const histogram = new Float64Array(64);
const listeners = [(event) => event.name.length];

function span(name, attributes) {
  const s = {
    name,
    attributes,
    start: process.hrtime.bigint(),
    id: Math.random().toString(16).slice(2),
  };
  for (let i = 0; i < 30; i++) s.attributes[`attr.${i}`] = `${name}-${i}`;
  spans.push(s);
  if (spans.length > 512) spans.length = 0; // the exporter's batch
  return s;
}

function record(value) {
  for (let i = 0; i < 40; i++) histogram[Math.min(63, Math.floor(Math.log2(value + i + 1)))]++;
}

const forecast = () =>
  Array.from({ length: 5 }, (_, i) => ({
    date: `2026-12-0${i + 1}`,
    temperatureC: (i * 7) % 40,
    summary: 'Mild',
  }));

const server = createServer((req, res) => {
  const started = process.hrtime.bigint();
  if (req.url === '/health') return res.end('ok');
  if (listener) {
    for (const l of listeners) l({ name: 'Microsoft.AspNetCore.Hosting.HttpRequestIn.Start', req });
    spin(COST_US.listener);
  }
  const s = traces
    ? span('GET /weatherforecast', { 'http.method': req.method, 'http.url': req.url })
    : undefined;
  if (traces) spin(COST_US.traces);
  const body = JSON.stringify(forecast());
  if (s) s.end = process.hrtime.bigint();
  // Recorded before the response is sent: work done after it would overlap with the
  // client on a 2-core runner and look free.
  if (metrics) {
    record(Number(process.hrtime.bigint() - started));
    spin(COST_US.metrics);
  }
  res.setHeader('content-type', 'application/json');
  res.end(body);
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
