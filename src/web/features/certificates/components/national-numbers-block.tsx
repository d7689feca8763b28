import IdCard from "lucide-react/icons/id-card";
import type { MyCertificatesView } from "../../../../domain/contracts/certificates.ts";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { NationalNumberForm } from "./national-number-form.tsx";

const NATIONAL_NUMBERS_TITLE = "Numéros de registre national";

/** Whether a tax certificate still waits for a national register number (the parent's, or a child's). */
export function numbersMissing(numbers: MyCertificatesView["nationalNumbers"]): boolean {
  return !numbers.parent || numbers.children.some((child) => !child.given);
}

/** One small form per number the tax certificates still need. */
export function NationalNumbersBlock({ numbers }: { numbers: MyCertificatesView["nationalNumbers"] }) {
  const children = numbers.children.filter((child) => !child.given);
  return (
    <Card className="border-amber-300">
      <CardBody className="space-y-5 p-5 sm:p-6">
        <div className="flex gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900">
            <IdCard aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <h2 id="national-numbers-title" className="text-lg font-bold text-ink">
              {NATIONAL_NUMBERS_TITLE}
            </h2>
            <p className="text-sm text-muted">
              L'attestation fiscale mentionne le numéro du parent qui paie et celui de l'enfant. Il est chiffré, n'apparaît que sur
              l'attestation et n'est jamais envoyé par e-mail.
            </p>
          </div>
        </div>
        <ul className="space-y-5" aria-labelledby="national-numbers-title">
          {!numbers.parent && (
            <li>
              <NationalNumberForm
                owner={{ kind: "parent" }}
                label="Votre numéro de registre national"
                hint="Au dos de votre carte d'identité, 11 chiffres."
                savedDescription="Votre numéro figurera sur vos attestations fiscales."
              />
            </li>
          )}
          {children.map((child) => (
            <li key={child.id}>
              <NationalNumberForm
                owner={{ kind: "child", childId: child.id }}
                label={`Numéro de registre national de ${child.firstName} ${child.lastName}`}
                hint="Au dos de sa Kids-ID ou sur une vignette de mutualité."
                savedDescription={`Le numéro de ${child.firstName} figurera sur ses attestations fiscales.`}
              />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
