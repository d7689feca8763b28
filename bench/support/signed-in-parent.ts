/**
 * A parent as the benchmarks need one: an account created through the API, its e-mail address
 * verified through the link the server mailed (to the SMTP peer the bench started the server
 * with), signed in, with two children. What the benchmarks pass to the browser is its session
 * cookie, so the parent's pages are measured as that parent opens them.
 */
import type { TestSmtpServer } from "../../tests/support/smtp.ts";

const BENCH_PASSWORD = "Motdepasse1";

export interface SignedInParent {
  /** The Cookie header of the parent's session. */
  cookie: string;
  /** The name and value of each cookie of the session, for a browser. */
  cookies: { name: string; value: string }[];
}

async function post(siteUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(siteUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: siteUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

export async function signedInParent(siteUrl: string, mail: TestSmtpServer): Promise<SignedInParent> {
  const email = `bench-${Date.now().toString(36)}@example.org`;
  const before = mail.messages.length;
  await post(siteUrl, "/api/auth/sign-up/email", { email, password: BENCH_PASSWORD, firstName: "Camille", lastName: "Dupont" });
  const [verification] = (await mail.waitForMessages(before + 1)).slice(before);
  const link = verification.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no verification link in the e-mail");
  await fetch(link, { redirect: "manual" });

  const signedIn = await post(siteUrl, "/api/auth/sign-in/email", { email, password: BENCH_PASSWORD });
  const cookies = signedIn.headers.getSetCookie().map((header) => {
    const [pair] = header.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  for (const firstName of ["Léa", "Tom"]) {
    await post(siteUrl, "/api/children", { firstName, lastName: "Dupont", birthDate: "2018-03-04" }, cookie);
  }
  return { cookie, cookies };
}
