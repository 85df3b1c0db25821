// Seed 003 in miniature: a counter that many concurrent requests increment, in two ways.
//   /simple  — every request does its own read-modify-write on the "database" under a lock
//              (1 ms of I/O each), so concurrent requests queue behind one another.
//   /orleans — requests go to one in-memory actor that applies them in order and writes
//              the batch once, as an Orleans grain would.
//   /setup   — resets the table; without it the counter endpoints answer 503.
import { createServer } from 'node:http';

const database = { counter: 0, ready: false };
const io = () => new Promise((resolve) => setTimeout(resolve, 1));

let lock = Promise.resolve();
async function simpleIncrement() {
  const turn = lock.then(async () => {
    const value = database.counter;
    await io();
    database.counter = value + 1;
    return database.counter;
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
    const start = database.counter;
    await io(); // one write for the whole batch
    database.counter = start + batch.length;
    batch.forEach((resolve, i) => resolve(start + i + 1));
  }
  flushing = false;
}

const server = createServer(async (req, res) => {
  if (req.url === '/health') return res.end('ok');
  if (req.url === '/setup') {
    database.counter = 0;
    database.ready = true;
    return res.end('ok');
  }
  if (!database.ready) {
    res.statusCode = 503;
    return res.end('call /setup first');
  }
  if (req.url === '/simple' || req.url === '/orleans') {
    const value = req.url === '/simple' ? await simpleIncrement() : await actorIncrement();
    return res.end(String(value));
  }
  res.statusCode = 404;
  res.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
