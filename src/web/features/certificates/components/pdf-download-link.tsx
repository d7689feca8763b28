import Download from "lucide-react/icons/download";
import { buttonClasses } from "../../../components/ui/button.tsx";

const DOWNLOAD_LABEL = "Télécharger (PDF)";

/**
 * A plain link to the PDF: the browser downloads it with the session cookie (same origin), and a
 * refusal (409) comes back as the API's French message. `what` names the certificate for a screen
 * reader, as several links on the page read 'Télécharger (PDF)'.
 */
export function PdfDownloadLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonClasses({ className: "w-full sm:h-10 sm:w-auto sm:text-sm" })}>
      <Download aria-hidden="true" className="size-4" />
      {DOWNLOAD_LABEL}
      <span className="sr-only">&nbsp;: {what}</span>
    </a>
  );
}
