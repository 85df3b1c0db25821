// Seed 003 in miniature: a counter that many concurrent requests increment, in two ways.
//   /simple  — every request does its own read-modify-write on the "database" under a lock
//              (1 ms of I/O each), so concurrent requests queue behind one another.
//   /orleans — requests go to one in-memory actor that applies them in order and writes
//              the batch once, as an Orleans grain would.
//   /setup   — gives the counter a fresh table; writes still in flight finish on the old one.
// The table holds CAPACITY writes (12,000 unless the environment says otherwise); past it
// every write answers 507 Insufficient Storage until /setup runs again. A measured run
// therefore depends on the state setup made, like the reference experiment's fresh table.
import { createServer } from 'node:http';

const capacity = Number(process.env.CAPACITY ?? 12_000);
const database = { table: { counter: 0 } };
const io = () => new Promise((resolve) => setTimeout(resolve, 1));

let lock = Promise.resolve();
async function simpleIncrement() {
  const turn = lock.then(async () => {
    const table = database.table;
    const value = table.counter;
    await io();
    table.counter = value + 1;
    return table.counter;
  });
  lock = turn.catch(() => {});
  return turn;
}

const inbox = [];
let flushing = false;
async function actorIncrement() {
  return new Promise((resolve) => {
    inbox.push(resolve);
    if (!flushing) void flush();
  });
}
async function flush() {
  flushing = true;
  while (inbox.length > 0) {
    const batch = inbox.splice(0);
    const table = database.table;
    const start = table.counter;
    await io(); // one write for the whole batch
    table.counter = start + batch.length;
    batch.forEach((resolve, i) => resolve(start + i + 1));
  }
  flushing = false;
}

const server = createServer(async (req, res) => {
  if (req.url === '/health') return res.end('ok');
  if (req.url === '/setup') {
    database.table = { counter: 0 };
    return res.end('ok');
  }
  if (req.url === '/simple' || req.url === '/orleans') {
    const value = req.url === '/simple' ? await simpleIncrement() : await actorIncrement();
    if (value > capacity) {
      res.statusCode = 507;
      return res.end(`the table is full (${capacity} writes); call /setup`);
    }
    return res.end(String(value));
  }
  res.statusCode = 404;
  res.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
