/**
 * The association's identity and bank account (decision 0043): one row, filled once on a new site
 * from the environment (or a demonstration's sample), then kept by the administrators. Every
 * module that shows who runs the site, or where parents pay, reads it here: nothing of it is
 * written in the code.
 */
import { eq } from "drizzle-orm";
import {
  type AssociationAbout,
  associationAbout,
  type AssociationSettings,
  type BankAccount,
  EMPTY_ASSOCIATION,
  type PaymentReadiness,
  type PublicAssociation,
  publicAssociation,
  readinessOf,
} from "../../../domain/association.ts";
import type { AssociationAboutResponse, AssociationResponse } from "../../../domain/contracts/association.ts";
import type { AssociationSettingsInput } from "../../../domain/contracts/association-input.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { associationSettings } from "../../db/schema.ts";
import { DEMO_ASSOCIATION } from "../../demo/demo-association.ts";
import { HttpError } from "../../http/errors.ts";
import type { PublicAnswerCache, SerialisedAnswer } from "../../http/public-cache.ts";

type Row = typeof associationSettings.$inferSelect;

const ACCOUNT_NOT_REMOVABLE =
  "Le compte bancaire ne peut pas être retiré\u00a0: des familles peuvent encore avoir à y payer. Indiquez plutôt le nouveau compte.";

function settingsOf(row: Row | undefined): AssociationSettings {
  if (!row) return EMPTY_ASSOCIATION;
  const { iban, bic, beneficiary } = row;
  return {
    identity: {
      name: row.name,
      logoUrl: row.logoUrl,
      phone: row.phone,
      email: row.email,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      socialUrl: row.socialUrl,
      about: row.about,
      oneRecognition: row.oneRecognition,
      staffingNorms: row.staffingNorms,
      messagesPerMinute: row.messagesPerMinute,
    },
    bank: iban && bic && beneficiary ? { iban, bic, beneficiary, demo: row.bankDemo } : null,
  };
}

/** The settings as saved; empty (no name, no account) on a site that has none yet. */
export async function loadAssociation(db: Db): Promise<AssociationSettings> {
  const [row] = await db.select().from(associationSettings).where(eq(associationSettings.id, 1));
  return settingsOf(row);
}

/** The account parents pay by transfer, or null while the association has given none. */
export async function loadBankAccount(db: Db): Promise<BankAccount | null> {
  return (await loadAssociation(db)).bank;
}

/** The association as everyone sees it (no account): the e-mails, the PDFs, the pages. */
export async function loadPublicAssociation(db: Db): Promise<PublicAssociation> {
  return publicAssociation((await loadAssociation(db)).identity);
}

/** GET /api/association, from the short-lived public cache: every page's header and footer read it. */
export function associationAnswer({ db, publicCache }: { db: Db; publicCache: PublicAnswerCache }): Promise<SerialisedAnswer> {
  return publicCache.remember("association", async () => ({ association: await loadPublicAssociation(db) }) satisfies AssociationResponse);
}

/** What 'À propos' says beyond the contact: the association's own words and its ONE recognition. */
async function loadAssociationAbout(db: Db): Promise<AssociationAbout> {
  return associationAbout((await loadAssociation(db)).identity);
}

/** GET /api/association/about, from the public cache (cleared with the rest when the settings change). */
export function associationAboutAnswer({ db, publicCache }: { db: Db; publicCache: PublicAnswerCache }): Promise<SerialisedAnswer> {
  return publicCache.remember(
    "association-about",
    async () => ({ about: await loadAssociationAbout(db) }) satisfies AssociationAboutResponse,
  );
}

/**
 * On a site that has no settings yet, and only then: what the environment gives (ASSOCIATION_*,
 * BANK_*), each part alone; on a demonstration site, the demonstration's association for the rest,
 * with its sample account marked as such, except in production, where no sample account is ever
 * given. Elsewhere the rest stays empty: no invented contact, and no account until one is given.
 * Answers whether it filled them (false: the settings were there).
 */
export async function fillAssociationOnce(db: Db, config: Pick<Config, "initialAssociation" | "demoData" | "env">): Promise<boolean> {
  const base = config.demoData ? DEMO_ASSOCIATION : EMPTY_ASSOCIATION;
  const { identity, bank } = config.initialAssociation;
  const account = bank ? { ...bank, demo: false } : config.env === "production" ? null : base.bank;
  const inserted = await db
    .insert(associationSettings)
    .values({
      id: 1,
      ...base.identity,
      ...identity,
      iban: account?.iban ?? null,
      bic: account?.bic ?? null,
      beneficiary: account?.beneficiary ?? null,
      bankDemo: account?.demo ?? false,
    })
    .onConflictDoNothing({ target: associationSettings.id })
    .returning({ id: associationSettings.id });
  return inserted.length > 0;
}

/** The account a save keeps: still the demonstration's sample only when it is unchanged. */
function accountToSave(current: BankAccount | null, input: AssociationSettingsInput) {
  if (!input.iban) {
    if (current) throw new HttpError("VALIDATION", ACCOUNT_NOT_REMOVABLE, { iban: ACCOUNT_NOT_REMOVABLE });
    return { iban: null, bic: null, beneficiary: null, bankDemo: false };
  }
  const unchanged = current?.iban === input.iban && current.bic === input.bic && current.beneficiary === input.beneficiary;
  return { iban: input.iban, bic: input.bic, beneficiary: input.beneficiary, bankDemo: unchanged && current.demo };
}

/**
 * An administrator's save of the identity and the account (the logo has its own route). An
 * account, once given, can be replaced but not removed: unpaid transfers still point to it.
 */
export async function saveAssociation(db: Db, input: AssociationSettingsInput): Promise<AssociationSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(associationSettings).where(eq(associationSettings.id, 1)).for("update");
    const current = settingsOf(row);
    const values = {
      name: input.name,
      phone: input.phone,
      email: input.email,
      street: input.street,
      postalCode: input.postalCode,
      city: input.city,
      socialUrl: input.socialUrl,
      about: input.about,
      oneRecognition: input.oneRecognition,
      staffingNorms: input.staffingNorms ?? current.identity.staffingNorms,
      messagesPerMinute: input.messagesPerMinute ?? current.identity.messagesPerMinute,
      ...accountToSave(current.bank, input),
    };
    await tx
      .insert(associationSettings)
      .values({ id: 1, logoUrl: current.identity.logoUrl, ...values })
      .onConflictDoUpdate({ target: associationSettings.id, set: { ...values, updatedAt: new Date() } });
    return loadAssociation(tx);
  });
}

/** Sets the logo's address (null: none); answers the one it replaces, whose file the caller removes. */
export async function setLogo(db: Db, logoUrl: string | null): Promise<{ settings: AssociationSettings; replaced: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(associationSettings).where(eq(associationSettings.id, 1)).for("update");
    const current = settingsOf(row);
    await tx
      .insert(associationSettings)
      .values({ id: 1, ...current.identity, logoUrl })
      .onConflictDoUpdate({ target: associationSettings.id, set: { logoUrl, updatedAt: new Date() } });
    return { settings: await loadAssociation(tx), replaced: current.identity.logoUrl };
  });
}

/**
 * Which ways of paying the registration form offers, and why one is not: the card where a
 * checkout is configured (Stripe, or a demonstration's simulated one), the transfer once the
 * association's account is known. Registrations can be sent with one at least. The registration
 * form, its server side and the administrators' checklist all ask here.
 */
export async function paymentReadiness(db: Db, config: Pick<Config, "stripe" | "simulatedCheckout">): Promise<PaymentReadiness> {
  return readinessWith(config, await loadBankAccount(db));
}

/** paymentReadiness's answer for an account already read (the registration rush reads it once). */
export function readinessWith(config: Pick<Config, "stripe" | "simulatedCheckout">, account: BankAccount | null): PaymentReadiness {
  return readinessOf(Boolean(config.stripe) || config.simulatedCheckout, account);
}
