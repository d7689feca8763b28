import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("works with nothing set: embedded database, demo content, port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, demoData: true, publicUrl: "http://localhost:3000" });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("turns demo content off by default on PostgreSQL, and lets it be forced", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DEMO_DATA: "true" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "0" }).demoData).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("names every wrong variable in its message", () => {
    const attempt = () => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "pas-un-email", ADMIN_PASSWORD: "motdepasse" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: doit être un numéro de port/);
    expect(attempt).toThrow(/DATABASE_URL: doit commencer par postgres/);
    expect(attempt).toThrow(/ADMIN_EMAIL: doit être une adresse e-mail/);
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "admin@example.org" })).toThrow(/ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble/);
  });

  it("drops a trailing slash of PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://plaines.example.org/" }).publicUrl).toBe("https://plaines.example.org");
  });
});
