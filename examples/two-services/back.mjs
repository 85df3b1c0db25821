// The back service of seed 001: "data processing" that takes 1–2 ms, served over HTTP/1.1
// or over HTTP/2 (gRPC's transport) depending on BACKEND_PROTOCOL.
import { createServer } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';

const handle = (res) =>
  setTimeout(() => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ items: [1, 2, 3], processedBy: 'node-api' }));
  }, 1 + Math.random());

const server =
  process.env.BACKEND_PROTOCOL === 'http2'
    ? createHttp2Server((_req, res) => handle(res))
    : createServer((_req, res) => handle(res));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
