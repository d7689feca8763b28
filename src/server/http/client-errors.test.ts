import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../domain/api-error.ts";
import { suiteTestApp } from "../../../tests/support/suite.ts";

/** Sends raw bytes to the listening app and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    // A server that closes on bytes it did not read resets the connection: the answer came before.
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
  });
}

function parse(answer: string) {
  const [head, body] = answer.split("\r\n\r\n");
  const [statusLine, ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: JSON.parse(body) as ApiErrorBody };
}

describe("requests the HTTP parser or the router refuse", () => {
  const t = suiteTestApp("pglite");
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });

  it.each([
    ["an unknown method", "FOO /api/activities HTTP/1.1\r\nHost: localhost\r\n\r\n", 400, "Requête invalide."],
    ["a space in the path", "GET /api/act ivities HTTP/1.1\r\nHost: localhost\r\n\r\n", 400, "Requête invalide."],
    [
      "both Content-Length and Transfer-Encoding",
      "POST /api/children HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      400,
      "Requête invalide.",
    ],
    [
      "a request line longer than the header limit",
      `GET /api/activities?city=${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      431,
      "L'adresse ou les en-têtes de la requête sont trop longs.",
    ],
  ])("answers %s in French, in the error shape, with the security headers", async (_, text, status, message) => {
    const answer = parse(await rawRequest(port, text));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: { code: "BAD_REQUEST", message } });
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("sends the security headers with a path the router cannot decode", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/children/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe("L'adresse demandée n'est pas valide.");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
