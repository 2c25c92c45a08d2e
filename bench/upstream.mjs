// A fixed-answer upstream for the forwarder benchmark: every GET gets the same ~1 KB JSON body (the
// load of docs/performance.md), over keep-alive. A child process of its own, so it does not share an event
// loop with the load generator. Prints {"port":n} once it listens.
import http from 'node:http';

const body = JSON.stringify({ items: Array.from({ length: 24 }, (_, index) => ({ id: index, name: `item-${index}`, value: '1000.00' })) });

const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
