import type { AdminTariffClaim } from "../../../../../domain/contracts/admin-tariff-claims.ts";
import { TARIFF_REFUSAL_REASON_MAX_LENGTH } from "../../../../../domain/tariff-claims.ts";
import { tariffRefusalSchema } from "../../../../../domain/contracts/admin-tariff-claims-input.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextArea } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog, Dialog } from "../../../../components/ui/dialog.tsx";
import { useDecideTariffClaim } from "../api/decide-tariff-claim.ts";

const childName = (claim: AdminTariffClaim) => `${claim.child.firstName} ${claim.child.lastName}`;

/** What the decision does to the child's price: nothing, or the new price the family is asked or refunded. */
function priceEffect(claim: AdminTariffClaim, priceCents: number): string {
  if (priceCents === claim.chargedPriceCents) return `Le prix de l'inscription reste ${formatEuros(priceCents)}.`;
  return `Le prix de l'inscription passe de ${formatEuros(claim.chargedPriceCents)} à ${formatEuros(priceCents)}\u00a0: le paiement est ajusté (montant à payer, remboursement ou reste à payer) et la famille en est informée par e-mail.`;
}

/** "Accorder le tarif réduit à Léa Dupont ?" — the decision is final, its effect on the price said first. */
export function ApproveDialog({ claim, onClose }: { claim: AdminTariffClaim | null; onClose: () => void }) {
  const decide = useDecideTariffClaim({ onDone: onClose });
  return (
    <ConfirmDialog
      open={claim !== null}
      title={claim ? `Accorder le tarif à ${childName(claim)}\u00a0?` : ""}
      confirmLabel="Accorder le tarif"
      pendingLabel="Enregistrement..."
      pending={decide.isPending}
      onConfirm={() => claim && decide.mutate({ claim, decision: "approve" })}
      onCancel={onClose}
    >
      {claim && (
        <>
          <p>
            <strong>{claim.category.name}</strong> ({formatEuros(claim.tariffPriceCents)}) pour la plaine «&nbsp;{claim.activity.title}
            &nbsp;».
          </p>
          <p>{priceEffect(claim, claim.tariffPriceCents)}</p>
          <p className="text-muted">Une demande n'est traitée qu'une fois&nbsp;: la décision ne pourra plus être changée ici.</p>
        </>
      )}
    </ConfirmDialog>
  );
}

function RefuseForm({ claim, onClose }: { claim: AdminTariffClaim; onClose: () => void }) {
  const form = useZodForm(tariffRefusalSchema, { defaultValues: { reason: "" } });
  const decide = useDecideTariffClaim({ onDone: onClose });
  return (
    <Form form={form} onSubmit={({ reason }) => decide.mutate({ claim, decision: "refuse", reason })} className="space-y-4">
      <p className="text-sm leading-relaxed text-ink">
        <strong>{claim.category.name}</strong> demandé pour <strong>{childName(claim)}</strong> (plaine «&nbsp;{claim.activity.title}
        &nbsp;»). {priceEffect(claim, claim.standardPriceCents)}
      </p>
      <FormTextArea
        id="refusal-reason"
        name="reason"
        label="Raison du refus"
        rows={3}
        markRequired
        data-autofocus
        hint={`La famille la lit dans l'e-mail et dans «\u00a0Mes inscriptions\u00a0». ${TARIFF_REFUSAL_REASON_MAX_LENGTH}\u00a0caractères au maximum.`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={decide.isPending} onClick={onClose}>
          Retour
        </Button>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={decide.isPending}>
          {decide.isPending ? "Enregistrement..." : "Refuser le tarif"}
        </Button>
      </div>
    </Form>
  );
}

/** The refusal asks its reason (required, 500 characters at most, checked as the server does). */
export function RefuseDialog({ claim, onClose }: { claim: AdminTariffClaim | null; onClose: () => void }) {
  return (
    <Dialog open={claim !== null} onClose={onClose} title={claim ? `Refuser le tarif de ${childName(claim)}\u00a0?` : ""}>
      {claim && <RefuseForm claim={claim} onClose={onClose} />}
    </Dialog>
  );
}
