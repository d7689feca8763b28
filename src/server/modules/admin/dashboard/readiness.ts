/**
 * The 'ready to open' checklist of the dashboard: what a site still needs before its
 * registrations can open, one function per item, each saying whether it is done, why (French,
 * for the organiser) and where it is set. The items read where each thing lives today: the bank
 * account in the server's configuration, the contact details in the code (src/domain/site.ts);
 * each is read by its one function, so moving it into the settings changes that function alone.
 */
import { and, asc, gte, inArray, isNull } from "drizzle-orm";
import type { ReadinessItem } from "../../../../domain/contracts/admin-dashboard.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { compactIban, formatIban } from "../../../../domain/iban.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { adminActivityEditPath, adminCertificateSettingsPath, paths } from "../../../../domain/paths.ts";
import { DEFAULT_AGE_GROUPS } from "../../../../domain/plaine/age-groups.ts";
import { plaineDays } from "../../../../domain/plaine/days.ts";
import { SITE } from "../../../../domain/site.ts";
import { type Config, SAMPLE_BANK_IBAN } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityAgeGroups, activityDaysOff } from "../../../db/schema.ts";
import { loadDailyCaps } from "../../certificates/index.ts";
import { loadOrganiser } from "../../organiser/index.ts";

export interface ReadinessContext {
  db: Db;
  config: Pick<Config, "bank">;
  /** Today in Brussels: the plaines to come, the year of the daily maximum. */
  today: string;
}

/** Where the association's identity (account, contact details) is set: the settings page's block. */
const IDENTITY_SETTINGS = { href: `${paths.adminSettings}#identity-title`, label: "Ouvrir les paramètres" };
const CERTIFICATE_SETTINGS = { href: adminCertificateSettingsPath, label: "Régler les attestations" };

/**
 * The account parents pay into by transfer: set, and not the example the site ships with.
 * Read today from the server's configuration (BANK_IBAN).
 */
function bankAccountItem(ctx: ReadinessContext): ReadinessItem {
  const iban = ctx.config.bank.iban.trim();
  const isSample = compactIban(iban) === compactIban(SAMPLE_BANK_IBAN);
  const done = iban !== "" && !isSample;
  return {
    key: "bankAccount",
    title: "Compte bancaire de l'association",
    done,
    explanation: done
      ? `Les virements des parents arrivent sur le compte ${formatIban(iban)} (${ctx.config.bank.accountName}).`
      : isSample
        ? `Le compte indiqué aux parents est celui de l'exemple (${SAMPLE_BANK_IBAN}) : aucun parent ne doit y virer. Il se règle dans la configuration du serveur (BANK_IBAN, BANK_BIC, BANK_ACCOUNT_NAME).`
        : "Aucun compte n'est indiqué pour les virements. Il se règle dans la configuration du serveur (BANK_IBAN, BANK_BIC, BANK_ACCOUNT_NAME).",
    link: IDENTITY_SETTINGS,
  };
}

/**
 * The association's own phone, e-mail and postal address; null while the only ones are the
 * example association's, written in the code (src/domain/site.ts) and shown to parents meanwhile.
 */
function associationContact(_ctx: ReadinessContext): { phone: string; email: string; address: string } | null {
  return null;
}

/** The phone, e-mail and postal address parents see (footer, e-mails, privacy policy): the association's own. */
function contactItem(ctx: ReadinessContext): ReadinessItem {
  const contact = associationContact(ctx);
  return {
    key: "contact",
    title: "Coordonnées de contact",
    done: contact !== null,
    explanation: contact
      ? `Les parents voient le ${contact.phone}, ${contact.email} et ${contact.address}.`
      : `Le téléphone, l'e-mail et l'adresse montrés aux parents sont ceux de l'association d'exemple (${SITE.phone}, ${SITE.email}), écrits dans le code du site.`,
    link: IDENTITY_SETTINGS,
  };
}

/** Who issues the certificates (281.86 and mutualité): saved, with nothing a certificate still needs. */
async function organiserItem(ctx: ReadinessContext): Promise<ReadinessItem> {
  const { saved, missing } = await loadOrganiser(ctx.db);
  const done = saved && missing.length === 0;
  return {
    key: "organiser",
    title: "Organisateur des attestations",
    done,
    explanation: done
      ? "Les attestations fiscales et de mutualité portent la dénomination, l'adresse, l'agrément et le signataire de l'association."
      : !saved
        ? "La dénomination, l'adresse, le numéro d'entreprise, l'agrément et le signataire des attestations fiscales et de mutualité n'ont pas encore été enregistrés."
        : `Il manque encore aux attestations ${missing.join(", ")}.`,
    link: CERTIFICATE_SETTINGS,
  };
}

/** This year's 281.86 daily maximum: published, or entered by an administrator. */
async function dailyCapItem(ctx: ReadinessContext): Promise<ReadinessItem> {
  const year = Number(ctx.today.slice(0, 4));
  const cap = (await loadDailyCaps(ctx.db, ctx.today)).years.find((row) => row.year === year);
  const done = cap?.cents != null;
  return {
    key: "dailyCap",
    title: `Plafond journalier ${year} (attestation 281.86)`,
    done,
    explanation:
      cap?.cents != null
        ? `${formatEuros(cap.cents)} par jour et par enfant${cap.entered ? ", saisi dans les paramètres" : ", le montant publié"}.`
        : `Le montant maximum déductible par jour pour ${year} n'est pas encore indiqué : les attestations fiscales en ont besoin.`,
    link: CERTIFICATE_SETTINGS,
  };
}

/**
 * A plaine to come with days of activity and groups (its own or the usual Petits, Moyens,
 * Grands): the first one that has both, else the first one to come, else none.
 */
export async function plaineItem(ctx: ReadinessContext): Promise<ReadinessItem> {
  const coming = await ctx.db
    .select({ id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate })
    .from(activities)
    .where(and(isNull(activities.deletedAt), gte(activities.endDate, ctx.today)))
    .orderBy(asc(activities.startDate), asc(activities.title));
  const title = "Une plaine avec ses jours et ses groupes";
  if (coming.length === 0) {
    return {
      key: "plaine",
      title,
      done: false,
      explanation: "Aucune plaine à venir : créez-en une avec ses dates, ses prix et ses places.",
      link: { href: paths.adminActivityNew, label: "Créer une plaine" },
    };
  }
  const ids = coming.map((plaine) => plaine.id);
  const daysOff = await ctx.db.select().from(activityDaysOff).where(inArray(activityDaysOff.activityId, ids));
  const groups = await ctx.db
    .select({ activityId: activityAgeGroups.activityId, name: activityAgeGroups.name })
    .from(activityAgeGroups)
    .where(inArray(activityAgeGroups.activityId, ids))
    .orderBy(asc(activityAgeGroups.position));
  const described = coming.map((plaine) => {
    const off = daysOff.filter((day) => day.activityId === plaine.id).map((day) => day.date);
    const own = groups.filter((group) => group.activityId === plaine.id).map((group) => group.name);
    return { ...plaine, days: plaineDays(plaine.startDate, plaine.endDate, off).length, groups: own.length > 0 ? own : null };
  });
  const ready = described.find((plaine) => plaine.days > 0);
  const shown = ready ?? described[0];
  const groupNames = (shown.groups ?? DEFAULT_AGE_GROUPS.map((group) => group.name)).join(", ");
  return {
    key: "plaine",
    title,
    done: ready !== undefined,
    explanation: ready
      ? `« ${shown.title} » (${formatDateRangeFr(shown.startDate, shown.endDate)}) : ${shown.days} ${shown.days > 1 ? "jours" : "jour"} d'activité, groupes ${groupNames}${shown.groups ? "" : " (par défaut)"}.`
      : `« ${shown.title} » n'a aucun jour d'activité : chaque jour est marqué sans activité.`,
    link: { href: `${adminActivityEditPath(shown.id)}#plaine-field-title`, label: "Ouvrir la plaine" },
  };
}

/** The checklist, in the dashboard's order. */
export async function readinessChecklist(ctx: ReadinessContext): Promise<ReadinessItem[]> {
  const [organiser, dailyCap, plaine] = await Promise.all([organiserItem(ctx), dailyCapItem(ctx), plaineItem(ctx)]);
  return [bankAccountItem(ctx), contactItem(ctx), organiser, dailyCap, plaine];
}
