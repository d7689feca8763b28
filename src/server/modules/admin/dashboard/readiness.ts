/**
 * The 'ready to open' checklist of the dashboard: what a site still needs before its
 * registrations can open, one function per item, each saying whether it is done, why (French,
 * for the organiser) and where it is set. The account and the contact details are the
 * association's settings (decision 0043).
 */
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { ReadinessItem } from "../../../../domain/contracts/admin-dashboard.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatIban } from "../../../../domain/iban.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { adminActivityEditPath, adminCertificateSettingsPath, paths } from "../../../../domain/paths.ts";
import { DEFAULT_AGE_GROUPS } from "../../../../domain/plaine/age-groups.ts";
import { plaineDays } from "../../../../domain/plaine/days.ts";
import { addressLine } from "../../../../domain/association.ts";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityAgeGroups, activityDaysOff } from "../../../db/schema.ts";
import { loadAssociation, loadPublicAssociation, readinessWith } from "../../association/index.ts";
import { loadDailyCaps } from "../../certificates/index.ts";
import { loadOrganiser } from "../../organiser/index.ts";

export interface ReadinessContext {
  db: Db;
  config: Pick<Config, "stripe" | "simulatedCheckout">;
  /** Today in Brussels: the plaines to come, the year of the daily maximum. */
  today: string;
}

/** Where the association's identity (account, contact details) is set: the settings page's block. */
const IDENTITY_SETTINGS = { href: `${paths.adminSettings}#association-title`, label: "Ouvrir les paramètres" };
const CERTIFICATE_SETTINGS = { href: adminCertificateSettingsPath, label: "Régler les attestations" };

/**
 * The account parents pay into by transfer: the association's own, not a demonstration's sample.
 * Without one, the item says which way of paying is left (the card, where it is configured) or
 * that none is, and registrations cannot be sent.
 */
async function bankAccountItem(ctx: ReadinessContext): Promise<ReadinessItem> {
  const { bank } = await loadAssociation(ctx.db);
  const ways = readinessWith(ctx.config, bank);
  const done = bank !== null && !bank.demo;
  const missing = ways.open
    ? `Aucun compte n'est indiqué\u00a0: seul le paiement par carte est proposé aux parents. ${ways.transfer.reason ?? ""}`.trim()
    : `Aucun moyen de paiement n'est proposé\u00a0: les parents ne peuvent pas envoyer d'inscription. ${ways.transfer.reason ?? ""} ${ways.card.reason ?? ""}`.trim();
  return {
    key: "bankAccount",
    title: "Compte bancaire de l'association",
    done,
    explanation: done
      ? `Les virements des parents arrivent sur le compte ${formatIban(bank.iban)} (${bank.beneficiary}).`
      : bank?.demo
        ? `Le compte indiqué aux parents est un compte de démonstration (${formatIban(bank.iban)})\u00a0: aucun parent ne doit y virer. Indiquez celui de l'association dans les paramètres.`
        : missing,
    link: IDENTITY_SETTINGS,
  };
}

/** The phone, e-mail and postal address parents see (footer, e-mails, privacy policy): the association's own, all three. */
async function contactItem(ctx: ReadinessContext): Promise<ReadinessItem> {
  const association = await loadPublicAssociation(ctx.db);
  const done = association.phone !== null && association.email !== null && association.address !== null;
  return {
    key: "contact",
    title: "Coordonnées de contact",
    done,
    explanation: done
      ? `Les parents voient le ${association.phone!.display}, ${association.email} et ${addressLine(association.address)}.`
      : "Indiquez le téléphone, l'adresse e-mail et l'adresse postale de l'association dans les paramètres\u00a0: les parents les voient en bas de chaque page, dans les e-mails et la politique de confidentialité.",
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
        : `Le montant maximum déductible par jour pour ${year} n'est pas encore indiqué\u00a0: les attestations fiscales en ont besoin.`,
    link: CERTIFICATE_SETTINGS,
  };
}

/**
 * A published plaine to come with days of activity and groups (its own or the usual Petits, Moyens,
 * Grands): the first one that has both, else the first one to come, else none.
 */
export async function plaineItem(ctx: ReadinessContext): Promise<ReadinessItem> {
  const coming = await ctx.db
    .select({ id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate })
    .from(activities)
    .where(and(isNull(activities.deletedAt), eq(activities.draft, false), gte(activities.endDate, ctx.today)))
    .orderBy(asc(activities.startDate), asc(activities.title));
  const title = "Une plaine avec ses jours et ses groupes";
  if (coming.length === 0) {
    return {
      key: "plaine",
      title,
      done: false,
      explanation: "Aucune plaine à venir\u00a0: créez-en une avec ses dates, ses prix et ses places.",
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
      ? `«\u00a0${shown.title}\u00a0» (${formatDateRangeFr(shown.startDate, shown.endDate)})\u00a0: ${shown.days} ${shown.days > 1 ? "jours" : "jour"} d'activité, groupes ${groupNames}${shown.groups ? "" : " (par défaut)"}.`
      : `«\u00a0${shown.title}\u00a0» n'a aucun jour d'activité\u00a0: chaque jour est marqué sans activité.`,
    link: { href: `${adminActivityEditPath(shown.id)}#plaine-field-title`, label: "Ouvrir la plaine" },
  };
}

/** The checklist, in the dashboard's order. */
export async function readinessChecklist(ctx: ReadinessContext): Promise<ReadinessItem[]> {
  return Promise.all([bankAccountItem(ctx), contactItem(ctx), organiserItem(ctx), dailyCapItem(ctx), plaineItem(ctx)]);
}
