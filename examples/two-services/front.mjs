// The main API of seed 001: every /orders request calls the back service. Over HTTP/1.1 it
// opens a connection per call (as a client without keep-alive does); over HTTP/2 all calls
// share one multiplexed session, as gRPC does.
import { createServer, request } from 'node:http';
import { connect } from 'node:http2';

const backend = process.env.BACKEND_URL;
const protocol = process.env.BACKEND_PROTOCOL;
const session = protocol === 'http2' ? connect(backend) : undefined;

function callBackend() {
  return new Promise((resolve, reject) => {
    if (session) {
      const stream = session.request({ ':path': '/work' });
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (body += chunk));
      stream.on('end', () => resolve(body));
      stream.on('error', reject);
      return;
    }
    const req = request(`${backend}/work`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

const server = createServer(async (req, res) => {
  if (req.url === '/health') return res.end('ok');
  try {
    const data = JSON.parse(await callBackend());
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ order: 42, ...data }));
  } catch (error) {
    res.statusCode = 502;
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
