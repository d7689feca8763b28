import Download from "lucide-react/icons/download";
import { useState } from "react";
import { privacyPaths } from "../../../../domain/contracts/privacy.ts";
import { EXPORT_BUTTON_LABEL } from "../../../../domain/privacy.ts";
import { PrivacySection } from "./privacy-section.tsx";

/**
 * The export is a plain link: the browser downloads the ZIP with the session cookie, and nothing
 * of it passes through the page's memory. The medical files are added only when ticked.
 */
export function ExportPanel() {
  const [withMedical, setWithMedical] = useState(false);
  const href = `${privacyPaths.export.url()}?medical=${withMedical ? "true" : "false"}`;
  return (
    <PrivacySection titleId="export-title" title={EXPORT_BUTTON_LABEL}>
      <p className="text-ink">
        Un fichier ZIP avec tout ce que nous gardons à votre sujet&nbsp;: votre profil, vos enfants et leur fiche, vos inscriptions et vos
        places en liste d'attente, les présences de vos enfants, vos paiements et attestations fiscales, vos consentements, les e-mails que
        nous vous avons envoyés et vos connexions. Il contient un résumé lisible (resume.html) et les mêmes données pour un autre service
        (donnees.json).
      </p>
      <label htmlFor="export-medical" className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          id="export-medical"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={withMedical}
          onChange={(event) => setWithMedical(event.target.checked)}
        />
        <span>
          Inclure les informations médicales de mes enfants (ne laissez pas ce fichier sur un ordinateur partagé&nbsp;; ce téléchargement
          est enregistré).
        </span>
      </label>
      <a
        href={href}
        download
        className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Download aria-hidden="true" className="size-4" />
        {EXPORT_BUTTON_LABEL}
      </a>
    </PrivacySection>
  );
}
