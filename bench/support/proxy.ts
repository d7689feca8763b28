/**
 * The reverse proxy of the opening-rush benchmark: one address for the parents, requests handed
 * to the server processes in turn (round-robin), over keep-alive connections as nginx's upstream
 * `keepalive` keeps them, and X-Forwarded-For appended as the servers expect with TRUST_PROXY=1.
 * A Node process of its own, so that its CPU time can be told apart from the client's and the
 * servers', and so that the benchmark needs nothing but Node.
 * Usage: node proxy.ts <port> <upstream URL>...
 */
import http from "node:http";

const [port, ...upstreams] = process.argv.slice(2);
const targets = upstreams.map((upstream) => new URL(upstream));
// Per server at most 128 connections (the server runs at most its pool's 10 queries at once
// anyway), which also stays below the listen backlog of 511 a Node server has by default.
const agent = new http.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 128 });
// Hop-by-hop headers belong to one connection, never forwarded (RFC 9110 § 7.6.1).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);
const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

let next = 0;
const server = http.createServer((request, response) => {
  const target = targets[next];
  next = (next + 1) % targets.length;
  const seen = request.headers["x-forwarded-for"];
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      agent,
      headers: {
        ...forwardable(request.headers),
        "x-forwarded-for": seen ? `${String(seen)}, ${request.socket.remoteAddress}` : request.socket.remoteAddress,
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.on("error", (error) => {
    // Counted by the benchmark as a failed request: it never hides a server that went away.
    if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${error.message}`);
    else response.destroy(error);
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 30_000;
// The rush opens hundreds of connections in the same millisecond: a backlog of 511 would drop some
// SYNs, which the client's kernel retries only after a second.
server.listen({ port: Number(port), host: "127.0.0.1", backlog: 4096 });
