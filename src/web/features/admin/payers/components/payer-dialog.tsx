import Save from "lucide-react/icons/save";
import type { PayerView } from "../../../../../domain/contracts/admin-payers.ts";
import { payerInput } from "../../../../../domain/contracts/admin-payers-input.ts";
import { PAYER_KIND_LABELS, PAYER_KINDS } from "../../../../../domain/payers.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormSelectField } from "../../../../components/form/form-select-field.tsx";
import { FormTextArea, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { useSavePayer } from "../api/payers.ts";
import { payerFormValues } from "../payer-form-values.ts";

const KIND_OPTIONS = PAYER_KINDS.map((kind) => ({ value: kind, label: PAYER_KIND_LABELS[kind] }));

/** The organisation's details, checked by the server's schema here too; the server's refusals show under their fields. */
function PayerForm({ payer, onClose }: { payer: PayerView | null; onClose: () => void }) {
  const form = useZodForm(payerInput, { defaultValues: payerFormValues(payer) });
  const save = useSavePayer({ onSaved: onClose, onRefused: (error) => showServerErrors(form, error) });
  return (
    <Form
      form={form}
      // What was typed is sent as it is: the server reads it with the same schema.
      onSubmit={() => save.mutate({ id: payer?.id ?? null, values: form.getValues() })}
      className="space-y-4"
    >
      <FormSelectField id="payer-kind" name="kind" label="Type" markRequired options={KIND_OPTIONS} />
      <FormTextField id="payer-name" name="name" label="Nom" markRequired maxLength={120} autoComplete="off" data-autofocus />
      <FormTextField id="payer-contact" name="contactName" label="Personne de contact" maxLength={120} autoComplete="off" />
      <FormTextField
        id="payer-email"
        name="email"
        label="E-mail"
        type="email"
        markRequired
        autoComplete="off"
        hint="Les demandes de paiement y sont envoyées."
      />
      <FormTextField
        id="payer-iban"
        name="iban"
        label="IBAN (optionnel)"
        autoComplete="off"
        spellCheck={false}
        hint="Pour reconnaître ses virements sur les relevés bancaires."
      />
      <FormTextArea id="payer-address" name="address" label="Adresse postale (optionnelle)" rows={3} maxLength={300} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? "Enregistrement en cours..." : payer ? "Enregistrer" : "Ajouter l'organisme"}
        </Button>
      </div>
    </Form>
  );
}

interface PayerDialogProps {
  /** "new" for 'Ajouter un organisme', an organisation to change it, null while closed. */
  target: PayerView | "new" | null;
  onClose: () => void;
}

/** 'Ajouter un organisme' or 'Modifier': the organisation's type, name, contact, e-mail, IBAN and address. */
export function PayerDialog({ target, onClose }: PayerDialogProps) {
  const payer = target === "new" ? null : target;
  return (
    <Dialog open={target !== null} title={payer ? `Modifier «\u00a0${payer.name}\u00a0»` : "Ajouter un organisme"} onClose={onClose}>
      {target !== null && <PayerForm key={payer?.id ?? "new"} payer={payer} onClose={onClose} />}
    </Dialog>
  );
}
