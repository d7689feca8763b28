/** The words of the certificates' runs: status, progress and the Belcotax-on-web note, in French. */
import { belcotaxLayoutYear } from "../../../../domain/belcotax-layout.ts";
import type {
  BelcotaxLayoutUsed,
  BelcotaxLayoutView,
  CertificateRunStatus,
  CertificateRunView,
} from "../../../../domain/contracts/certificates.ts";
import type { BadgeTone } from "../../../components/ui/badge.tsx";

export const RUN_STATUS: Record<CertificateRunStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "En attente", tone: "neutral" },
  running: { label: "En cours", tone: "brand" },
  done: { label: "Terminée", tone: "success" },
  failed: { label: "Échec", tone: "danger" },
};

/** "3 / 12 attestations", or what the run waits for before it can count them. */
export function runProgressLabel(run: Pick<CertificateRunView, "status" | "done" | "total">): string {
  if (run.status === "queued") return "En attente d'un serveur libre…";
  if (run.total === 0) return "Recherche des attestations à émettre…";
  return `${run.done} / ${run.total} attestation${run.total > 1 ? "s" : ""} traitée${run.total > 1 ? "s" : ""}`;
}

/** The share done, 0 to 100 (0 while the run has not counted its certificates yet). */
export const runPercent = ({ done, total }: Pick<CertificateRunView, "done" | "total">) =>
  total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));

/** "le numéro d'entreprise de l'association manque" → "Le numéro d'entreprise de l'association manque." */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toLocaleUpperCase("fr-BE") + trimmed.slice(1);
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * Which layout the file follows and whether it was checked against the income year's brochure
 * (decision 0047): a later year follows the latest layout known, which nobody could check.
 */
function belcotaxLayoutNote(year: number, layout: BelcotaxLayoutUsed): { checked: boolean; text: string } {
  const which = layout.chosen
    ? `de ${layout.year}, choisi pour cette génération`
    : layout.year === year
      ? `de ${layout.year}`
      : `de ${layout.year}, le plus récent que le site connaisse`;
  if (layout.year === year && layout.confirmedBy) {
    return {
      checked: true,
      text: `Établi selon le format Belcotax-on-web ${which}, vérifié avec la brochure Belcotax (${layout.confirmedBy}).`,
    };
  }
  return {
    checked: false,
    text: `Établi selon le format Belcotax-on-web ${which}\u00a0: il n'a pas été vérifié avec la brochure Belcotax de ${year}. Contrôlez le fichier dans Belcotax-on-web avant de l'envoyer.`,
  };
}

interface BelcotaxNote {
  included: boolean;
  /** The file was made with a layout checked against the year's brochure. */
  checked: boolean;
  title: string;
  detail: string;
  /** Which layout the file follows; null without a file. */
  layout: string | null;
}

/** Whether the ZIP holds the Belcotax-on-web file (and until when to send it, in which layout), or why not. */
export function belcotaxNote(run: Pick<CertificateRunView, "year" | "belcotax">): BelcotaxNote {
  if (run.belcotax.included) {
    const layout = run.belcotax.layout ? belcotaxLayoutNote(run.year, run.belcotax.layout) : null;
    return {
      included: true,
      checked: layout?.checked ?? false,
      title: "Fichier Belcotax-on-web compris dans le ZIP",
      detail: `À déposer sur Belcotax-on-web avant le 1er mars ${run.year + 1}.`,
      layout: layout?.text ?? null,
    };
  }
  return {
    included: false,
    checked: false,
    title: "Pas de fichier Belcotax-on-web dans le ZIP",
    detail: run.belcotax.reason ? sentence(run.belcotax.reason) : "La raison n'a pas été enregistrée.",
    layout: null,
  };
}

const autoLayoutYear = (year: number, layouts: readonly BelcotaxLayoutView[]) =>
  belcotaxLayoutYear(
    year,
    layouts.map((layout) => layout.year),
    "auto",
  );

/** The usual choice in the run's form: the year's own layout, or the latest known for a later year. */
export function autoLayoutLabel(year: number, layouts: readonly BelcotaxLayoutView[]): string {
  const layoutYear = autoLayoutYear(year, layouts);
  if (layoutYear === null) return "Format habituel";
  return layoutYear === year ? `Habituel (format de ${year})` : `Le plus récent (${layoutYear})`;
}

/** Said before a run of a year the site has no layout for, as its page says it after. */
export function unknownYearNote(year: number, layouts: readonly BelcotaxLayoutView[]): string | null {
  const layoutYear = autoLayoutYear(year, layouts);
  if (layoutYear === null || layoutYear === year) return null;
  return `Le format Belcotax de ${year} n'est pas encore connu du site\u00a0: le fichier suivra celui de ${layoutYear}, sans vérification avec la brochure de ${year}.`;
}
