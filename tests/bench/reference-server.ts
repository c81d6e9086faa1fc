/**
 * The references the public reads are measured against, each in a process of its own like the
 * server: `hello` is the Express 5 hello-world answering 1 KB of JSON, `bare` the same answer from
 * node:http alone, `spend <µs>` that answer after spending the given CPU time, with nothing to
 * collect and nothing to wait for: the p99 this machine gives a request of that cost.
 * Prints `listening on <url>` once it answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

const body = { message: 'x'.repeat(1000) };

function start(): Server {
  if (process.argv[2] === 'bare' || process.argv[2] === 'spend') {
    const bytes = JSON.stringify(body);
    const spendMs = Number(process.argv[3] ?? 0) / 1000;
    return createServer((_req, res) => {
      const until = performance.now() + spendMs;
      while (performance.now() < until);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(bytes);
    });
  }
  const app = express();
  app.get('/hello', (_req, res) => {
    res.json(body);
  });
  return createServer(app);
}

const server = start();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
