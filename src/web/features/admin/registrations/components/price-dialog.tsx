import { PRICE_REASON_MAX_LENGTH, registrationPriceSchema } from "../../../../../domain/contracts/admin-input.ts";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextArea, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { useSetRegistrationPrice } from "../api/set-registration-price.ts";
import { childPriceCents, sharedNote } from "../payer-shares.ts";

interface PriceDialogProps {
  /** The registration whose price is set; null while the dialog is closed. */
  row: RegistrationRow | null;
  onClose: () => void;
}

const centsToText = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

function PriceForm({ row, onClose }: { row: RegistrationRow; onClose: () => void }) {
  // The child's whole price: organisations' shares are taken off it, the family pays the rest (decision 0056).
  const wholeCents = childPriceCents(row);
  const shared = sharedNote(row);
  const form = useZodForm(registrationPriceSchema, { defaultValues: { price: centsToText(wholeCents), reason: "" } });
  const save = useSetRegistrationPrice({ onDone: onClose });
  const name = `${row.child.firstName} ${row.child.lastName}`;
  return (
    <Form
      form={form}
      onSubmit={() => save.mutate({ row, price: String(form.getValues("price")), reason: String(form.getValues("reason")) })}
      className="space-y-4"
    >
      <p className="text-sm leading-relaxed text-ink">
        Le prix de <strong>{name}</strong> est aujourd'hui de <strong>{formatEuros(wholeCents)}</strong> (avant la réduction famille)
        {shared && (
          <>
            , {shared}&nbsp;: la famille en paie <strong>{formatEuros(row.priceCents)}</strong>
          </>
        )}
        . La famille reçoit un e-mail avec la raison et ce qu'il advient de son paiement&nbsp;: nouveau montant à payer, remboursement de la
        différence ou reste à virer.
      </p>
      <FormTextField
        id="registration-price"
        name="price"
        label="Prix de l'enfant (€)"
        hint={shared ? `Le prix entier, ${shared}\u00a0: cette part est déduite de ce que paie la famille.` : undefined}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        markRequired
      />
      <FormTextArea
        id="registration-price-reason"
        name="reason"
        label="Raison"
        rows={3}
        markRequired
        hint={`Par exemple\u00a0: «\u00a0Tarif réduit accordé (statut BIM).\u00a0» ${PRICE_REASON_MAX_LENGTH}\u00a0caractères au maximum.`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={onClose}>
          Retour
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Enregistrement..." : "Enregistrer le prix"}
        </Button>
      </div>
    </Form>
  );
}

/** An administrator sets one child's price (a tariff granted, a price corrected), with the reason the family reads. */
export function PriceDialog({ row, onClose }: PriceDialogProps) {
  return (
    <Dialog open={row !== null} title="Modifier le prix" onClose={onClose}>
      {row && <PriceForm key={row.id} row={row} onClose={onClose} />}
    </Dialog>
  );
}
