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

// Each instrumentation's fixed cost is a busy loop written inside its own function (not a
// shared helper), so perf-gate's "Where the time went" names the instrumentation —
// startSpan, recordDuration, notifyListeners — as it would name a real SDK's functions.
const deadline = (us) => process.hrtime.bigint() + BigInt(us * 1000);

const spans = [];
const histogram = new Float64Array(64);
const listeners = [(event) => event.name.length];

function startSpan(name, attributes) {
  const s = {
    name,
    attributes,
    start: process.hrtime.bigint(),
    id: Math.random().toString(16).slice(2),
  };
  for (let i = 0; i < 30; i++) s.attributes[`attr.${i}`] = `${name}-${i}`;
  spans.push(s);
  if (spans.length > 512) spans.length = 0; // the exporter's batch
  for (const until = deadline(COST_US.traces); process.hrtime.bigint() < until;);
  return s;
}

function recordDuration(value) {
  for (let i = 0; i < 40; i++) histogram[Math.min(63, Math.floor(Math.log2(value + i + 1)))]++;
  for (const until = deadline(COST_US.metrics); process.hrtime.bigint() < until;);
}

function notifyListeners(event) {
  for (const l of listeners) l(event);
  for (const until = deadline(COST_US.listener); process.hrtime.bigint() < until;);
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
  if (listener) notifyListeners({ name: 'Microsoft.AspNetCore.Hosting.HttpRequestIn.Start', req });
  const s = traces
    ? startSpan('GET /weatherforecast', { 'http.method': req.method, 'http.url': req.url })
    : undefined;
  const body = JSON.stringify(forecast());
  if (s) s.end = process.hrtime.bigint();
  // Recorded before the response is sent: work done after it would overlap with the
  // client on a 2-core runner and look free.
  if (metrics) recordDuration(Number(process.hrtime.bigint() - started));
  res.setHeader('content-type', 'application/json');
  res.end(body);
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
