// A small load balancer for the two-process bench: an HTTP proxy on 127.0.0.1 that hands each
// request to the next server in turn (round robin), over kept-alive connections. Started as its own
// process (node --import tsx bench/support/round-robin-proxy.ts) with PORT and UPSTREAMS
// (comma-separated ports), so it neither shares the load generator's event loop nor a server's.
import http from 'node:http';

const upstreams = (process.env.UPSTREAMS ?? '').split(',').filter(Boolean).map(Number);
if (upstreams.length === 0) throw new Error('UPSTREAMS: the ports of the servers, comma-separated');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((req, res) => {
  const port = upstreams[next]!;
  next = (next + 1) % upstreams.length;
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
