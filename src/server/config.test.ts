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

  it("has no bank account of its own: BANK_IBAN, checked, with its BIC and holder fills the association's settings once", () => {
    expect(loadConfig({}).initialAssociation).toEqual({ identity: {}, bank: null });
    expect(
      loadConfig({ BANK_IBAN: "be68 5390 0754 7034", BANK_BIC: "triobebb", ASSOCIATION_NAME: "Les Hiboux ASBL" }).initialAssociation,
    ).toEqual({
      identity: { name: "Les Hiboux ASBL" },
      bank: { iban: "BE68539007547034", bic: "TRIOBEBB", beneficiary: "Les Hiboux ASBL" },
    });
    expect(() => loadConfig({ BANK_IBAN: "BE68 5390 0754 7035", BANK_BIC: "TRIOBEBB" })).toThrow(/BANK_IBAN: n'est pas un IBAN valide/);
    expect(() => loadConfig({ BANK_IBAN: "BE68 5390 0754 7034" })).toThrow(/BANK_IBAN demande BANK_BIC/);
    expect(() => loadConfig({ BANK_BIC: "TRIOBEBB" })).toThrow(/BANK_IBAN est requis/);
  });

  it("drops a trailing slash of PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://plaines.example.org/" }).publicUrl).toBe("https://plaines.example.org");
  });

  it("reads Stripe's key, webhook secret and API address; simulated checkout only without a key and with demo content", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.stripe).toEqual({
      secretKey: "sk_test_123",
      webhookSecret: "whsec_abc",
      api: { protocol: "http", host: "127.0.0.1", port: 12111 },
    });
    expect(config.simulatedCheckout).toBe(false);
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).stripe?.api).toBeUndefined();
    expect(loadConfig({}).simulatedCheckout).toBe(true);
    expect(loadConfig({ DEMO_DATA: "false" })).toMatchObject({ stripe: undefined, simulatedCheckout: false });
  });

  it("reads Vonage's key, secret, sender and API address for urgent texts; none without a key", () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(
      loadConfig({
        VONAGE_API_KEY: "a1b2c3d4",
        VONAGE_API_SECRET: "secret123",
        VONAGE_API_BASE: "http://127.0.0.1:12112/",
        SMS_FROM: "Soleil",
      }).sms,
    ).toEqual({ apiKey: "a1b2c3d4", apiSecret: "secret123", from: "Soleil", restHost: "http://127.0.0.1:12112" });
    expect(loadConfig({ VONAGE_API_KEY: "a1b2c3d4", VONAGE_API_SECRET: "secret123" }).sms).toMatchObject({ from: "Plaines" });
    expect(() => loadConfig({ VONAGE_API_KEY: "a1b2c3d4" })).toThrow(/VONAGE_API_KEY et VONAGE_API_SECRET vont ensemble/);
    expect(() => loadConfig({ SMS_FROM: "Plaines Soleil ASBL" })).toThrow(/SMS_FROM: doit être le nom de l'expéditeur/);
    expect(() => loadConfig({ VONAGE_API_BASE: "ftp://example.org" })).toThrow(/VONAGE_API_BASE: doit être une URL http/);
  });

  it("starts the site's clock elsewhere for tests and demonstrations only", () => {
    expect(loadConfig({ SITE_CLOCK_START: "2026-07-06T10:00:00+02:00" }).siteClockStart?.toISOString()).toBe("2026-07-06T08:00:00.000Z");
    expect(() => loadConfig({ SITE_CLOCK_START: "lundi" })).toThrow(/SITE_CLOCK_START: doit être un instant ISO 8601/);
    expect(() => loadConfig({ NODE_ENV: "production", SITE_CLOCK_START: "2026-07-06T10:00:00Z" })).toThrow(
      /SITE_CLOCK_START est réservé aux tests/,
    );
  });

  it("names a wrong Stripe variable, and wants the webhook secret with the key", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow(
      /STRIPE_SECRET_KEY: doit commencer par sk_ ou rk_/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: doit commencer par whsec_/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET est requis avec STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_API_BASE: "ftp://example.org" })).toThrow(/STRIPE_API_BASE: doit être une URL http/);
    expect(() => loadConfig({ STRIPE_API_BASE: "pas une url" })).toThrow(/STRIPE_API_BASE: doit être une URL http/);
  });

  it("refuses to start in production on PostgreSQL without DATA_ENCRYPTION_KEY, in French, and reads a key list", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: "s".repeat(32) } as const;
    expect(() => loadConfig(production)).toThrow(/DATA_ENCRYPTION_KEY est requis en production avec DATABASE_URL/);
    const key = Buffer.alloc(32, 9).toString("base64");
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: `neuf:${key},ancien:${key}` }).dataKeys?.map((k) => k.id)).toEqual([
      "neuf",
      "ancien",
    ]);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "trop-courte" })).toThrow(/DATA_ENCRYPTION_KEY: chaque clé doit faire 32 octets/);
    // The embedded database without the variable keeps its key file (crypto/data-keys.ts).
    expect(loadConfig({}).dataKeys).toBeUndefined();
  });

  it("shortens waiting-list offers to seconds for tests and demonstrations only, never in production", () => {
    expect(loadConfig({}).waitlistOfferSeconds).toBeUndefined();
    expect(loadConfig({ WAITLIST_OFFER_SECONDS: "30" }).waitlistOfferSeconds).toBe(30);
    expect(() => loadConfig({ WAITLIST_OFFER_SECONDS: "2" })).toThrow(/WAITLIST_OFFER_SECONDS: doit valoir au moins 5/);
    expect(() => loadConfig({ WAITLIST_OFFER_SECONDS: "une minute" })).toThrow(/WAITLIST_OFFER_SECONDS: doit être un nombre de secondes/);
    expect(() => loadConfig({ NODE_ENV: "production", WAITLIST_OFFER_SECONDS: "30" })).toThrow(
      /WAITLIST_OFFER_SECONDS est réservé aux tests et aux démonstrations/,
    );
  });
});
