/**
 * The reference point of the load benchmark: a bare Node HTTP server that returns the same
 * bytes and content type as the site's answer, with no routing, database or validation at all.
 * Usage: node bare-server.ts <port> <file holding the answer> [content type, JSON by default]
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, file, contentType = "application/json; charset=utf-8"] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": body.length });
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1");
