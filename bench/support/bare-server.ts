/**
 * The reference point of the load benchmark: a bare Node HTTP server that returns the same
 * bytes and headers as the site's answer, with no routing, database or validation at all.
 * Usage: node bare-server.ts <port> <file holding the JSON answer>
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1");
