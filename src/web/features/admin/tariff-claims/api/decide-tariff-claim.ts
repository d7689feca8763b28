import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AdminTariffClaim,
  type AdminTariffClaimList,
  adminTariffClaimPaths,
  type TariffClaimDecision,
} from "../../../../../domain/contracts/admin-tariff-claims.ts";
import type { TariffRefusal } from "../../../../../domain/contracts/admin-tariff-claims-input.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const DECISION_ERROR = "La décision n'a pas été enregistrée";

/** Where an administrator opens a claim's proof (a new tab; the server checks who asks and logs the read). */
export const tariffProofUrl = (claimId: string) => adminTariffClaimPaths.proof.url({ id: claimId });

type Decision = { claim: AdminTariffClaim; decision: "approve" } | { claim: AdminTariffClaim; decision: "refuse"; reason: string };

function decide(input: Decision): Promise<TariffClaimDecision> {
  if (input.decision === "approve") return api.post<TariffClaimDecision>(adminTariffClaimPaths.approve.url({ id: input.claim.id }));
  const body: TariffRefusal = { reason: input.reason };
  return api.post<TariffClaimDecision>(adminTariffClaimPaths.refuse.url({ id: input.claim.id }), body);
}

/**
 * Approves or refuses a claim: the list takes the decided claim at once, then is asked again (the
 * menu's count with it), with the registrations whose price may have changed and their history.
 */
export function useDecideTariffClaim({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (answer) => {
      queryClient.setQueryData<AdminTariffClaimList>(adminKeys.tariffClaims(), (list) =>
        list
          ? {
              claims: list.claims.map((claim) => (claim.id === answer.claim.id ? answer.claim : claim)),
              pendingCount: Math.max(0, list.pendingCount - 1),
            }
          : list,
      );
      const who = `${answer.claim.child.firstName} ${answer.claim.child.lastName}`;
      const price = answer.priceChanged
        ? " Le prix de l'inscription a changé\u00a0: la famille reçoit un e-mail."
        : " La famille reçoit un e-mail.";
      if (answer.claim.status === "approved") toast.success("Tarif accordé", `${answer.claim.category.name} pour ${who}.${price}`);
      else toast.success("Tarif refusé", `${answer.claim.category.name} pour ${who}.${price}`);
      onDone();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, DECISION_ERROR, "title-on-conflict");
      onDone();
    },
    onSettled: (_answer, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tariffClaims() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.registrations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.history("registration", input.claim.id) }),
      ]),
  });
}
