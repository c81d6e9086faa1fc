/**
 * The references the public reads are measured against, each in a process of its own like the
 * server: `hello` is the Express 5 hello-world answering 1 KB of JSON, `bare` the same answer from
 * node:http alone. Prints `listening on <url>` once it answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

const body = { message: 'x'.repeat(1000) };

function start(): Server {
  if (process.argv[2] === 'bare') {
    const bytes = JSON.stringify(body);
    return createServer((_req, res) => {
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
