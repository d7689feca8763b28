import fc from "fast-check";

/**
 * Generators of hostile request input for the endpoint fuzz suite. Values that must point to
 * real records are written as tokens (REAL.child...) and replaced at request time by the ids the
 * database holds then, so the same generated case means the same thing on every replay.
 */

export const REAL = {
  activity: "⟦activity⟧",
  news: "⟦news⟧",
  /** Plaines and articles that administrators' cases may change or delete: none other routes need. */
  spareActivity: "⟦spare-activity⟧",
  spareNews: "⟦spare-news⟧",
  /** A tariff category, offered or archived (the administrators' cases may change or delete it). */
  tariffCategory: "⟦tariff-category⟧",
  child: "⟦child⟧",
  otherChild: "⟦other-child⟧",
  registration: "⟦registration⟧",
  payment: "⟦payment⟧",
  /** A numbered receipt of the parent's paid card payment (decision 0055). */
  receipt: "⟦receipt⟧",
  /** An invoice of the parent's paid card payment (decision 0057). */
  invoice: "⟦invoice⟧",
  /** An organisation that pays for children, and a share (due, nothing received) one takes of the parent's registration. */
  payer: "⟦payer⟧",
  payerShare: "⟦payer-share⟧",
  /** The parent's part of a registration (decision 0058), and the token of an invitation to the parent still open. */
  parentShare: "⟦parent-share⟧",
  invitationToken: "⟦invitation-token⟧",
  bankMovement: "⟦bank-movement⟧",
  bankStatementImport: "⟦bank-statement-import⟧",
  refundFile: "⟦refund-file⟧",
  checkoutSession: "⟦checkout-session⟧",
  verifiedEmail: "⟦verified-email⟧",
  unverifiedEmail: "⟦unverified-email⟧",
  password: "⟦password⟧",
  freshEmail: "⟦fresh-email⟧",
  resetToken: "⟦reset-token⟧",
  verifyToken: "⟦verify-token⟧",
  /** The team (decision 0063): a role given by an invitation, the token of one to the parent still open, the animateur, a day of the team's plaine. */
  staffRole: "⟦staff-role⟧",
  staffInvitationToken: "⟦staff-invitation-token⟧",
  staffProfile: "⟦staff-profile⟧",
  staffDay: "⟦staff-day⟧",
  /** A qualification of the animateur, its proof sealed (decision 0065). */
  qualification: "⟦qualification⟧",
} as const;
export type RealToken = (typeof REAL)[keyof typeof REAL];

/**
 * What JavaScript's Number() reads as a number though no person types it: hexadecimal, exponents,
 * binary, octal, a lone sign or point. A numeric field or parameter must refuse each (decimal digits only).
 */
export const NON_DECIMAL_NUMBERS = [
  "0x10",
  "0X1f",
  "0x7EA",
  "1e1",
  "1E3",
  "2.026e3",
  "0b101",
  "0o7",
  "0O17",
  "+3",
  ".5",
  "5.",
  " 0x10 ",
] as const;

/** True when Number() would read `text` as a finite number it is not in decimal digits (with a comma or point). */
export function isNonDecimalNumber(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) && !/^-?\d+([.,]\d+)?$/.test(trimmed);
}

/** A number as a person would type it in a field (`valid`), or now and then a form no person types. */
export function typedNumberText(...valid: [string, ...string[]]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: fc.constantFrom(...NON_DECIMAL_NUMBERS) });
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Strings people and scripts send when they mean harm or make mistakes. */
const NASTY_CONSTANTS = [
  "",
  " ",
  "   \t\n ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "\ufeff",
  "\u202eédoc",
  "😀👨‍👩‍👧",
  "Zoë Ñúñez-Ødegård",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "2020-02-30",
  "0000-00-00",
  "9999-12-31",
  "2020-13-01",
  "1989-12-31",
  "2100-01-01",
  "2020-05-17T00:00:00Z",
  "17/05/2020",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-4000-8000-00000000000g",
  "javascript:alert(1)",
  "https://evil.example/",
  "//evil.example",
  "a@b",
  "@example.org",
  "camille@example.org",
  "CAMILLE@EXAMPLE.ORG ",
  "Motdepasse1",
  ...NON_DECIMAL_NUMBERS,
] as const;

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_CONSTANTS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom("\u0000", "\ud83d", "\udc00")).map(([a, b]) => a + b + a),
  },
  // Long and huge: over every length limit, up to well over a megabyte of UTF-8 in total bodies.
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 3_000 }).map((n) => "é".repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(250, 255, 2_800, 20_000, 400_000).map((n) => "a".repeat(n)) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
);

/** Any JSON-able value, nested a little; NaN and Infinity become null on the way out, as in JSON.stringify. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Texts sent as JSON that are not JSON, or JSON that no form sends. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    '{"a":1,}',
    "{'a': 1}",
    '{"a":1}{"b":2}',
    "NaN",
    "Infinity",
    "undefined",
    "1e999",
    "-",
    '"\\u0000"',
    '{"firstName":"\\u0000"}',
    '{"email":"\\ud800@example.org"}',
    "\u0000",
    "\ufeff{}",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    "[]",
    "null",
    "true",
    "0",
    '"texte"',
    "[{}]",
  ),
  // Nesting around the limit and far past it (once a stack overflow).
  fc
    .constantFrom(31, 32, 33, 100, 5_000)
    .chain((depth) =>
      fc.constantFrom(
        "[".repeat(depth) + "]".repeat(depth),
        '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
        `{"email":${"[".repeat(depth)}${"]".repeat(depth)},"password":"x"}`,
      ),
    ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
);

export type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string }
  | { kind: "form"; value: Record<string, unknown> }
  /** Bytes that are no text (an image upload). */
  | { kind: "bytes"; data: Buffer };

/** A valid body with one thing wrong: a field replaced, dropped, nulled, NUL-poisoned, or an extra field. */
export function nearValidBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const extraField = fc
    .tuple(
      fc.oneof(fc.constantFrom("id", "parentId", "role", "isAdmin", "emailVerified", "image", "amountCents", "__proto__"), fc.string()),
      nastyValue,
    )
    .map(([key, value]) => ({ ...valid, [key]: value }));
  if (keys.length === 0) return extraField;
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    extraField,
    fc.tuple(fc.constantFrom(...keys), nastyValue).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.tuple(fc.constantFrom(...keys), nastyString).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    fc.constantFrom(...keys).map((key) => ({ ...valid, [key]: null })),
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom("\u0000", "\ud800", "\udfff"))
      .map(([key, poison]) => ({ ...valid, [key]: typeof valid[key] === "string" ? `${valid[key]}${poison}` : poison })),
    fc.constantFrom(...keys).map((key) => ({ ...valid, [key]: [valid[key]] })),
  ];
  return fc.oneof(...mutations);
}

/** The body of a case: valid, nearly valid, any JSON, hostile text, a form, or nothing. */
export function bodyPlan(
  valid: (() => fc.Arbitrary<Record<string, unknown>>) | null,
  weights: { valid: number; nearValid: number } = { valid: 2, nearValid: 6 },
): fc.Arbitrary<BodyPlan> {
  const wild: { weight: number; arbitrary: fc.Arbitrary<BodyPlan> }[] = [
    { weight: 3, arbitrary: nastyValue.map((value) => ({ kind: "json", value })) },
    { weight: 2, arbitrary: hostileJsonText.map((text) => ({ kind: "raw", text })) },
    { weight: 1, arbitrary: fc.constant({ kind: "none" }) },
  ];
  if (!valid) return fc.oneof(...wild, { weight: 2, arbitrary: fc.constant<BodyPlan>({ kind: "json", value: {} }) });
  return fc.oneof(
    { weight: weights.valid, arbitrary: valid().map((value): BodyPlan => ({ kind: "json", value })) },
    {
      weight: weights.nearValid,
      arbitrary: valid()
        .chain(nearValidBody)
        .map((value): BodyPlan => ({ kind: "json", value })),
    },
    { weight: 1, arbitrary: valid().map((value): BodyPlan => ({ kind: "form", value })) },
    ...wild,
  );
}

/** Content types for a body; JSON mostly, so that the deeper code is reached. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  { weight: 1, arbitrary: fc.constantFrom("application/json; charset=utf-8", "Application/JSON", "application/json; charset=latin1") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/jsonx",
      "application/vnd.api+json",
      "*/*",
      "",
      ";",
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** A string as it may appear in a URL: percent-encoded, with lone surrogates encoded the way browsers never do. */
export function urlEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      // WTF-8: the three bytes of the surrogate itself, which decode to nothing valid.
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const percentGarbage = fc.constantFrom("%", "%%", "%ZZ", "%E0%A4%A", "%C3", "%FF%FE", "%00", "%2F", "%2e%2e", "%252F", "%u0041", "%C0%AF");

/** One value of a query parameter or path segment, already in URL form. */
export const urlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: nastyString.map((text) => urlEncode(text.slice(0, 3_000))) },
  { weight: 2, arbitrary: percentGarbage },
  { weight: 1, arbitrary: fc.tuple(fc.string({ unit: "grapheme-ascii", maxLength: 8 }), percentGarbage).map(([a, b]) => urlEncode(a) + b) },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 5_000 }).map((n) => "x".repeat(n)) },
);

/**
 * A query string (without "?") for a route that knows `keys` (with a valid value each):
 * valid values, hostile values, repeated keys, unknown and bracketed keys, raw garbage.
 */
export function queryString(keys: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(keys);
  const part: fc.Arbitrary<string>[] = [
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom("a", "__proto__", "constructor[prototype]", "a[b]", "a[]", "", "%00", "x%ZZ"),
          fc.string({ maxLength: 6 }).map(urlEncode),
        ),
        urlValue,
      )
      .map(([k, v]) => `${k}=${v}`),
    percentGarbage,
    fc.constantFrom("&", "=", "==", "a", "a=", "&&&"),
  ];
  if (names.length > 0) {
    part.push(
      fc.constantFrom(...names).chain((name) => keys[name].map((value) => `${name}=${urlEncode(value)}`)),
      fc.constantFrom(...names).chain((name) => urlValue.map((value) => `${name}=${value}`)),
      fc.constantFrom(...names).map((name) => `${name}[x]=1`),
      fc.constantFrom(...names).map((name) => name),
    );
  }
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 6, arbitrary: fc.array(fc.oneof(...part), { minLength: 1, maxLength: 5 }).map((parts) => parts.join("&")) },
  );
}

/** The `:id` of a route: a real record (as a token), a random UUID, or anything but a UUID. */
export function idSegment(real: RealToken | null): fc.Arbitrary<string> {
  const others: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    { weight: 3, arbitrary: urlValue },
    { weight: 1, arbitrary: fc.constantFrom("..", ".", "%2e%2e", "..%2F..%2Fetc%2Fpasswd", "%2F", "null", "1", "-1", " ") },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 400 }).map((n) => "0".repeat(n)) },
  ];
  if (!real) return fc.oneof(...others);
  return fc.oneof({ weight: 4, arbitrary: fc.constant<string>(real) }, { weight: 1, arbitrary: fc.constant(`${real}x`) }, ...others);
}

/** What `x-forwarded-for` says: a client address, mostly; sometimes anything at all. */
export const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom("", "unknown", "1.2.3.4, 5.6.7.8", "::1", "999.999.999.999", "a".repeat(300)),
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 4_000 }).map((text) => text.replace(/[^\x21-\x7e]/g, "x")),
    ),
  },
);

export type ActorPlan = "right" | "anonymous" | "other" | "bad-cookie";

/** Who sends the case: the route's own actor mostly, sometimes someone who must be refused. */
export const actorPlan: fc.Arbitrary<ActorPlan> = fc.oneof(
  { weight: 14, arbitrary: fc.constant<ActorPlan>("right") },
  { weight: 1, arbitrary: fc.constant<ActorPlan>("anonymous") },
  { weight: 1, arbitrary: fc.constant<ActorPlan>("other") },
  { weight: 1, arbitrary: fc.constant<ActorPlan>("bad-cookie") },
);

/** The Origin of an unsafe request: this site's, mostly; none or another site's now and then. */
export const originPlan: fc.Arbitrary<"site" | "none" | "other"> = fc.oneof(
  { weight: 18, arbitrary: fc.constant<"site">("site") },
  { weight: 1, arbitrary: fc.constant<"none">("none") },
  { weight: 1, arbitrary: fc.constant<"other">("other") },
);

/**
 * The Stripe-Signature header of a webhook case, made when the body is known: none, any text, or
 * a well-formed signature that must still fail (another secret, too old, another body). `valid`
 * (the right secret over these very bytes) is for known cases whose body is no event.
 */
export type SignaturePlan =
  | { kind: "none" }
  | { kind: "text"; text: string }
  | { kind: "zeros" }
  | { kind: "other-secret" }
  | { kind: "stale"; seconds: number }
  | { kind: "other-body" }
  | { kind: "valid" };

export const signaturePlan: fc.Arbitrary<SignaturePlan> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<SignaturePlan>({ kind: "none" }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom("", "t=", "v1=", "t=1,v1=", "t=abc,v1=def", "t=-1,v1=00", "t=1e99,v1=zz", ",,,", "t=1,t=2,v0=x"),
        fc.string({ unit: "grapheme-ascii", maxLength: 300 }).map((text) => text.replace(/[^\x20-\x7e]/g, "x")),
      )
      .map((text): SignaturePlan => ({ kind: "text", text })),
  },
  { weight: 1, arbitrary: fc.constant<SignaturePlan>({ kind: "zeros" }) },
  { weight: 2, arbitrary: fc.constant<SignaturePlan>({ kind: "other-secret" }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(301, 3_600, 86_400 * 365).map((seconds): SignaturePlan => ({ kind: "stale", seconds })),
  },
  { weight: 2, arbitrary: fc.constant<SignaturePlan>({ kind: "other-body" }) },
);
