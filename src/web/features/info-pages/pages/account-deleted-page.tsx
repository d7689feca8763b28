import CircleCheck from "lucide-react/icons/circle-check";
import MailCheck from "lucide-react/icons/mail-check";
import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { ACCOUNT_DELETED_TEXT, ACCOUNT_DELETED_TITLE, accountDeletedKept } from "../../../../domain/privacy.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { LegalPage, linkClass, MailLink, Section } from "../components/legal-page.tsx";

/**
 * Where a parent lands once their account is erased (a public page drawn by the server, decision
 * 0017): what went, what tax and accounting law keep and for how long (the periods in force,
 * decision 0036), and that the confirmation e-mail is not kept once sent (decision 0051).
 */
export function AccountDeletedPage() {
  return (
    <LegalPage title={ACCOUNT_DELETED_TITLE} subtitle={ACCOUNT_DELETED_TEXT.intro}>
      {(facts) => (
        <>
          <p className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{ACCOUNT_DELETED_TEXT.mail}</span>
          </p>
          <Section id="deleted-erased" title={ACCOUNT_DELETED_TEXT.erasedTitle}>
            <ul className="space-y-2">
              {ACCOUNT_DELETED_TEXT.erased.map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="deleted-kept" title={ACCOUNT_DELETED_TEXT.keptTitle}>
            <ul className="list-disc space-y-2 pl-5">
              {accountDeletedKept(facts.retention).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              Tout est expliqué dans notre{" "}
              <Link to={paths.privacy} className={linkClass}>
                politique de confidentialité
              </Link>
              . Une question&nbsp;? Écrivez-nous à <MailLink email={facts.controller.email} />.
            </p>
          </Section>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.home} className={buttonClasses()}>
              Retour à l'accueil
            </Link>
            <Link to={paths.search} className={buttonClasses({ variant: "outline" })}>
              Voir les plaines
            </Link>
          </div>
          <p className="text-sm text-muted">{ACCOUNT_DELETED_TEXT.again}</p>
        </>
      )}
    </LegalPage>
  );
}
