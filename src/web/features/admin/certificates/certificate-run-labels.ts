/** The words of the certificates' runs: status, progress and the Belcotax-on-web note, in French. */
import type { CertificateRunStatus, CertificateRunView } from "../../../../domain/contracts/certificates.ts";
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

/** Whether the ZIP holds the Belcotax-on-web file (and until when to send it), or why not. */
export function belcotaxNote(run: Pick<CertificateRunView, "year" | "belcotax">): { included: boolean; title: string; detail: string } {
  if (run.belcotax.included) {
    return {
      included: true,
      title: "Fichier Belcotax-on-web compris dans le ZIP",
      detail: `À déposer sur Belcotax-on-web avant le 1er mars ${run.year + 1}.`,
    };
  }
  return {
    included: false,
    title: "Pas de fichier Belcotax-on-web dans le ZIP",
    detail: run.belcotax.reason ? sentence(run.belcotax.reason) : "La raison n'a pas été enregistrée.",
  };
}
