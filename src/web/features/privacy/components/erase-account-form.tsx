import Trash2 from "lucide-react/icons/trash-2";
import { eraseAccountSchema } from "../../../../domain/contracts/privacy-input.ts";
import { paths } from "../../../../domain/paths.ts";
import { ERASE_BUTTON_LABEL, ERASURE_EXPLANATION } from "../../../../domain/privacy.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { erasureRefusalOf, useEraseAccount } from "../api/erase-account.ts";
import { ErasureRefusal } from "./erasure-refusal.tsx";
import { PrivacySection } from "./privacy-section.tsx";

/** What is erased, what is kept and why, then the password re-typed: the erasure is final. */
export function EraseAccountForm() {
  const form = useZodForm(eraseAccountSchema, { defaultValues: { password: "" } });
  // The session went with the account: a whole new page, drawn by the server, says what was
  // erased, and nothing of the person stays in this page's memory (its query cache).
  const erase = useEraseAccount(form, () => window.location.replace(paths.accountDeleted));
  const refusal = erasureRefusalOf(erase.error);

  return (
    <PrivacySection titleId="erase-title" title={ERASE_BUTTON_LABEL}>
      <div className="space-y-2 text-ink">
        <p>Seront supprimés&nbsp;:</p>
        <ul className="list-disc space-y-1 pl-5">
          {ERASURE_EXPLANATION.erased.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{ERASURE_EXPLANATION.kept}</p>
        <p className="font-semibold">{ERASURE_EXPLANATION.irreversible}</p>
      </div>
      {refusal && <ErasureRefusal refusal={refusal} />}
      {/* method="post": the password never goes into the address, even without the script. */}
      <Form form={form} method="post" onSubmit={(values) => erase.mutate(values)} aria-label={ERASE_BUTTON_LABEL} className="space-y-4">
        <FormTextField
          id="erase-password"
          name="password"
          type="password"
          label="Votre mot de passe, pour confirmer"
          autoComplete="current-password"
          className="sm:max-w-sm"
        />
        <Button type="submit" variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" disabled={erase.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          {erase.isPending ? "Suppression en cours..." : ERASE_BUTTON_LABEL}
        </Button>
      </Form>
    </PrivacySection>
  );
}
