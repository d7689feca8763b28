import { useMutation, useQueryClient } from "@tanstack/react-query";
import Send from "lucide-react/icons/send";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { priceRegistration } from "../../../../domain/pricing.ts";
import { notEnoughPlacesMessage, type PaymentMethod } from "../../../../domain/registration.ts";
import type { RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { activityKeys } from "../../activities/api/activity-keys.ts";
import { registrationKeys } from "../../registrations/api/registration-keys.ts";
import { registrationPageQueryKey } from "../api/get-registration-page.ts";
import { submitRegistration } from "../api/submit-registration.ts";
import { rememberPendingRegistration } from "../pending-registration.ts";
import { cleanSelection, defaultPaymentMethod, type RegistrationFormErrors, validateRegistrationForm } from "../registration-form-state.ts";
import { ChildPicker } from "./child-picker.tsx";
import { PaymentMethodPicker } from "./payment-method-picker.tsx";
import { PriceSummary } from "./price-summary.tsx";

export const REGISTRATION_ERROR_MESSAGE = "Erreur lors de l'inscription. Veuillez réessayer.";
export const NO_PAYMENT_METHOD_MESSAGE = "Aucun mode de paiement n'est disponible pour le moment. Veuillez contacter l'association.";

/** A link to the payment provider leaves the site; our own next step stays in the app. */
function goTo(target: string, navigate: ReturnType<typeof useNavigate>) {
  if (target.startsWith("/") && !target.startsWith("//")) void navigate(target);
  else window.location.assign(target);
}

/**
 * The children to register, the way to pay, the conditions, and the price as it will be charged.
 * The choices are kept when the server refuses (full meanwhile, a child registered in another
 * tab): the page data is reloaded and the parent sees why.
 */
export function RegistrationForm({ page, childListFooter }: { page: RegistrationPage; childListFooter?: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(() => defaultPaymentMethod(page.paymentMethods));
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<RegistrationFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const childIds = cleanSelection(selected, page.children);
  const price = priceRegistration(page.activity.price.standard, childIds.length);
  // More children ticked than places left: say so now rather than after sending.
  const tooMany = childIds.length > page.activity.remainingSpots ? notEnoughPlacesMessage(page.activity.remainingSpots) : null;

  const submit = useMutation({
    mutationFn: submitRegistration,
    onSuccess: (result, sent) => {
      rememberPendingRegistration(result.registrationId, sent.childIds);
      // Places left and "Déjà inscrit" changed; the history has a new entry.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationPageQueryKey(page.activity.id) });
      // Saved, but the card checkout could not start: say so, and go where it can be paid later.
      if (result.paymentError) toast.error(result.paymentError);
      goTo(result.redirectTo, navigate);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      const message = isApiError(error) ? error.message : REGISTRATION_ERROR_MESSAGE;
      setRefusal(message);
      toast.error(message);
      void queryClient.invalidateQueries({ queryKey: registrationPageQueryKey(page.activity.id) });
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = validateRegistrationForm(selected, page.children, acceptTerms);
    setErrors(found);
    setRefusal(null);
    if (found.children || found.terms || !paymentMethod || !acceptTerms) return;
    submit.mutate({ activityId: page.activity.id, childIds, paymentMethod, acceptTerms });
  };

  const sending = submit.isPending || submit.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Inscription" className="space-y-8">
      <ChildPicker
        childList={page.children}
        selected={selected}
        disabled={sending}
        error={errors.children}
        footer={childListFooter}
        onChange={(next) => {
          setSelected(next);
          if (next.size > 0) setErrors((current) => ({ ...current, children: undefined }));
        }}
      />

      {tooMany && <Alert tone="warning">{tooMany}</Alert>}

      {page.paymentMethods.length > 0 ? (
        <PaymentMethodPicker options={page.paymentMethods} value={paymentMethod} onChange={setPaymentMethod} disabled={sending} />
      ) : (
        <Alert tone="warning">{NO_PAYMENT_METHOD_MESSAGE}</Alert>
      )}

      <PriceSummary price={price} />

      <div className="space-y-1.5">
        <label htmlFor="accept-terms" className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            id="accept-terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={acceptTerms}
            disabled={sending}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? "accept-terms-error" : undefined}
            onChange={(event) => {
              setAcceptTerms(event.target.checked);
              if (event.target.checked) setErrors((current) => ({ ...current, terms: undefined }));
            }}
          />
          <span>
            J'accepte les{" "}
            <Link to="/terms" target="_blank" className="font-semibold text-brand-800 underline underline-offset-2">
              conditions générales
            </Link>{" "}
            et la politique d'annulation (jusqu'à 15 jours avant le début de la plaine).
          </span>
        </label>
        {errors.terms && (
          <p id="accept-terms-error" role="alert" className="text-sm font-medium text-red-700">
            {errors.terms}
          </p>
        )}
      </div>

      {refusal && (
        <Alert tone="error" title="L'inscription n'a pas été enregistrée">
          {refusal}
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={sending || childIds.length === 0 || tooMany !== null || !paymentMethod}>
          <Send aria-hidden="true" className="size-4" />
          {sending ? "Inscription en cours..." : "Confirmer l'inscription"}
        </Button>
      </div>
    </form>
  );
}
