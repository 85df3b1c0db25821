// A real framework app for the noise benchmark: an express 5 JSON endpoint.
// PORT: where to listen. WORK_US: extra CPU work per request, for a known slowdown.
import express from 'express';

const workUs = Number(process.env.WORK_US ?? 0);
const items = Array.from({ length: 20 }, (_, i) => ({
  id: i,
  name: `item ${i}`,
  price: Math.round(100 * (1 + Math.sin(i))) / 10,
  tags: ['a', 'b', 'c'].slice(0, (i % 3) + 1),
}));

const app = express();
app.get('/health', (_req, res) => res.send('ok'));
app.get('/items', (req, res) => {
  if (workUs > 0) {
    const until = process.hrtime.bigint() + BigInt(Math.round(workUs * 1000));
    while (process.hrtime.bigint() < until);
  }
  res.json({ items, page: Number(req.query.page ?? 1) });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
