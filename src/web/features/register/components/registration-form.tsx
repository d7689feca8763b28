import Send from "lucide-react/icons/send";
import { type ReactNode, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { Child } from "../../../../domain/child.ts";
import { hasEmergencyContact } from "../../../../domain/health-form.ts";
import { paths } from "../../../../domain/paths.ts";
import { priceFamily } from "../../../../domain/pricing.ts";
import { chargedAtRegistration, TARIFF_PROOF_REQUIRED } from "../../../../domain/tariff-claims.ts";
import { notEnoughPlacesMessage, type PaymentMethod } from "../../../../domain/registration.ts";
import type { PaymentMethodOption, RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import type { WaitlistEntryView } from "../../../../domain/contracts/waitlist.ts";
import { registrationSchema } from "../../../../domain/contracts/registrations-input.ts";
import type { z } from "zod";
import { Form } from "../../../components/form/form.tsx";
import { FormCheckbox } from "../../../components/form/form-checkbox.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSubmitRegistration } from "../api/submit-registration.ts";
import { JoinWaitlist } from "../../waitlist/index.ts";
import { voucherRefusal } from "../../../../domain/payers.ts";
import { voucherCents, voucherTitleOf } from "../vouchers.ts";
import { parentPartCents } from "../../../../domain/child-family.ts";
import { ChildPicker } from "./child-picker.tsx";
import { ChildVoucher } from "./child-voucher.tsx";
import { IncompleteFilesNotice } from "./incomplete-files-notice.tsx";
import { PaymentMethodPicker } from "./payment-method-picker.tsx";
import { type ChildPriceLine, PriceSummary } from "./price-summary.tsx";
import { type ProofState, TariffChoices } from "./tariff-choices.tsx";

const NO_PAYMENT_METHOD_MESSAGE = "Aucun mode de paiement n'est disponible pour le moment. Veuillez contacter l'association.";

/** A link to the payment provider leaves the site; our own next step stays in the app. */
function goTo(target: string, navigate: ReturnType<typeof useNavigate>) {
  if (target.startsWith("/") && !target.startsWith("//")) void navigate(target);
  else window.location.assign(target);
}

/** Card payment comes first when it is offered (spec §5 default); otherwise the first method there is. */
function defaultPaymentMethod(options: PaymentMethodOption[]): PaymentMethod | undefined {
  return (options.find((option) => option.method === "stripe") ?? options[0])?.method;
}

/**
 * The ticked children as they may be sent (spec §5), in the page's order: one that is already
 * registered, or no longer fits since the page was reloaded, is dropped.
 */
function sendableChildIds(page: RegistrationPage, ticked: readonly string[]): string[] {
  return page.children.filter((child) => child.selectable && ticked.includes(child.id)).map((child) => child.id);
}

type FormValues = z.input<typeof registrationSchema>;

/**
 * Each ticked child's price as the server will charge it: the standard price, or the tariff claimed
 * where chargedAtRegistration charges it at once (a transfer, where the organiser says so).
 */
function childPrices(page: RegistrationPage, childIds: string[], claims: FormValues["tariffs"], paymentMethod: PaymentMethod | undefined) {
  const standardCents = page.activity.price.standard;
  return childIds.map((id): ChildPriceLine => {
    const child = page.children.find((candidate) => candidate.id === id)!;
    const claim = claims?.find((candidate) => candidate.childId === id);
    const tariff = page.tariffs.find((candidate) => candidate.categoryId === claim?.categoryId);
    const name = `${child.firstName} ${child.lastName}`;
    if (!tariff) return { childId: id, name, note: null, priceCents: standardCents, voucher: null, otherParent: null };
    const priceCents = chargedAtRegistration(
      { standardCents, tariffCents: tariff.priceCents },
      { charge: page.tariffCharge, paymentMethod: paymentMethod ?? "stripe" },
    );
    return {
      childId: id,
      name,
      note: priceCents === tariff.priceCents ? tariff.name : `${tariff.name} demandé`,
      priceCents,
      voucher: null,
      otherParent: null,
    };
  });
}

/**
 * Each line with the voucher declared for its child, as far as it is typed: never more than the
 * child's price here (the server refuses more, voucherRefusal says why before sending).
 */
function withVouchers(page: RegistrationPage, lines: ChildPriceLine[], vouchers: FormValues["vouchers"]): ChildPriceLine[] {
  return lines.map((line) => {
    const voucher = vouchers?.find((candidate) => candidate.childId === line.childId);
    const cents = voucher ? voucherCents(voucher) : null;
    if (!voucher || cents === null) return line;
    return { ...line, voucher: { title: voucherTitleOf(voucher, page.voucherIssuers), amountCents: Math.min(cents, line.priceCents) } };
  });
}

/** Each line of a file shared with the other parent (decision 0058) with their part, as the server takes it off. */
function withOtherParent(page: RegistrationPage, lines: ChildPriceLine[]): ChildPriceLine[] {
  return lines.map((line) => {
    const percent = page.children.find((child) => child.id === line.childId)?.otherParentPercent ?? null;
    if (percent === null) return line;
    const amountCents = parentPartCents(line.priceCents - (line.voucher?.amountCents ?? 0), percent);
    return amountCents > 0 ? { ...line, otherParent: { percent, amountCents } } : line;
  });
}

/** The places in the form's `vouchers` whose value is more than their child's price, with why. */
function vouchersTooHigh(lines: ChildPriceLine[], vouchers: NonNullable<FormValues["vouchers"]>): { index: number; message: string }[] {
  return vouchers.flatMap((voucher, index) => {
    const line = lines.find((candidate) => candidate.childId === voucher.childId);
    const cents = voucherCents(voucher);
    const message = line && cents !== null ? voucherRefusal(cents, line.priceCents) : null;
    return message ? [{ index, message }] : [];
  });
}

/** The claims of the ticked children only, and the proofs they still need (the server checks it too). */
function missingProofs(page: RegistrationPage, claims: NonNullable<FormValues["tariffs"]>): number[] {
  return claims.flatMap((claim, index) => {
    const tariff = page.tariffs.find((candidate) => candidate.categoryId === claim.categoryId);
    return tariff?.proofRequired && !claim.proofId ? [index] : [];
  });
}

/** With an offer of the waiting list, only its children are offered, ticked from the start. */
function pageForOffer(page: RegistrationPage, offer: WaitlistEntryView | undefined): RegistrationPage {
  if (!offer) return page;
  const offered = new Set(offer.children.map((child) => child.id));
  return { ...page, children: page.children.filter((child) => offered.has(child.id)) };
}

interface RegistrationFormProps {
  page: RegistrationPage;
  childListFooter?: ReactNode;
  /** The waiting list's offer being accepted: its places are held, its children are the ones registered. */
  offer?: WaitlistEntryView;
  /** The parent's children's files, to ask for what the team needs before sending (none while loading). */
  childFiles?: Child[];
  onCompleteChild?: (child: Child) => void;
}

/** The form's state: an offer's children are ticked from the start, and the payment method the page proposes first. */
function useRegistrationFormState(page: RegistrationPage, offer: WaitlistEntryView | undefined) {
  return useZodForm(registrationSchema, {
    defaultValues: {
      activityId: page.activity.id,
      childIds: offer ? page.children.filter((child) => child.selectable).map((child) => child.id) : [],
      paymentMethod: defaultPaymentMethod(page.paymentMethods),
      ...(offer ? { offerId: offer.id } : {}),
    },
    // As before the form kit: the messages appear, focus stays where the parent clicked.
    shouldFocusError: false,
  });
}

/**
 * The ways to pay the plaine offers, or a warning where it offers none; and why the transfer is
 * not offered while the association has not given its account (`notice`).
 */
function PaymentMethodField({
  options,
  notice,
  disabled,
}: {
  options: RegistrationPage["paymentMethods"];
  notice: string | null;
  disabled: boolean;
}) {
  if (options.length === 0) {
    return (
      <Alert tone="warning" title={NO_PAYMENT_METHOD_MESSAGE}>
        {notice}
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      <Controller<z.input<typeof registrationSchema>, "paymentMethod">
        name="paymentMethod"
        render={({ field }) => <PaymentMethodPicker options={options} value={field.value} onChange={field.onChange} disabled={disabled} />}
      />
      {notice && <Alert tone="info">{notice}</Alert>}
    </div>
  );
}

/** The box that accepts the terms and the cancellation policy, which open in a new tab. */
function AcceptTerms({ disabled }: { disabled: boolean }) {
  return (
    <FormCheckbox
      id="accept-terms"
      name="acceptTerms"
      disabled={disabled}
      label={
        <>
          J'accepte les{" "}
          <Link to={paths.terms} target="_blank" className="font-semibold text-brand-800 underline underline-offset-2">
            conditions générales
          </Link>{" "}
          et la politique d'annulation (jusqu'à 15 jours avant le début de la plaine).
        </>
      }
    />
  );
}

/** The button that sends the registration (or accepts the waiting list's offer), held while something is missing. */
function SubmitRegistration({ sending, blocked, accepting }: { sending: boolean; blocked: boolean; accepting: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      <Button type="submit" size="lg" disabled={sending || blocked}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? "Inscription en cours..." : accepting ? "Accepter la place et m'inscrire" : "Confirmer l'inscription"}
      </Button>
    </div>
  );
}

/**
 * The children to register, the way to pay, the conditions, and the price as it will be charged.
 * The choices are kept when the server refuses (full meanwhile, a child registered in another
 * tab): the page data is reloaded and the parent sees why.
 */
export function RegistrationForm({
  page: fullPage,
  childListFooter,
  offer,
  childFiles = [],
  onCompleteChild = () => {},
}: RegistrationFormProps) {
  const page = pageForOffer(fullPage, offer);
  const navigate = useNavigate();
  const form = useRegistrationFormState(page, offer);
  const [ticked, paymentMethod, claims, vouchers] = useWatch({
    control: form.control,
    name: ["childIds", "paymentMethod", "tariffs", "vouchers"],
  });
  const [proofs, setProofs] = useState<Record<string, ProofState>>({});
  const childIds = sendableChildIds(page, ticked);
  const lines = withOtherParent(page, withVouchers(page, childPrices(page, childIds, claims, paymentMethod), vouchers));
  const price = priceFamily(lines.map((line) => line.priceCents - (line.voucher?.amountCents ?? 0) - (line.otherParent?.amountCents ?? 0)));
  const sendingProof = Object.values(proofs).some((proof) => proof.sending);
  // More children ticked than places left: say so now rather than after sending.
  const incomplete = childFiles.filter((file) => childIds.includes(file.id) && !hasEmergencyContact(file));
  const tooMany = !offer && childIds.length > page.activity.remainingSpots ? notEnoughPlacesMessage(page.activity.remainingSpots) : null;

  const submit = useSubmitRegistration(page.activity.id, form, (redirectTo) => goTo(redirectTo, navigate));

  const sending = submit.isPending || submit.isSuccess;
  const refusal = form.formState.errors.root?.refusal?.message;

  return (
    <Form
      form={form}
      onSubmit={(input) => {
        if (submit.isPending || page.paymentMethods.length === 0 || sendingProof) return;
        const sent = sendableChildIds(page, input.childIds);
        const tariffs = (input.tariffs ?? []).filter((claim) => sent.includes(claim.childId));
        const missing = missingProofs(page, tariffs);
        if (missing.length > 0) {
          for (const index of missing) form.setError(`tariffs.${index}.proofId`, { message: TARIFF_PROOF_REQUIRED });
          return;
        }
        const tooHigh = vouchersTooHigh(lines, form.getValues("vouchers") ?? []);
        if (tooHigh.length > 0) {
          for (const { index, message } of tooHigh) form.setError(`vouchers.${index}.amount`, { message });
          return;
        }
        const { tariffs: _all, vouchers: _declared, ...rest } = input;
        const vouchers = (input.vouchers ?? []).filter((voucher) => sent.includes(voucher.childId));
        submit.mutate({
          ...rest,
          childIds: sent,
          ...(tariffs.length > 0 ? { tariffs } : {}),
          ...(vouchers.length > 0 ? { vouchers } : {}),
        });
      }}
      aria-label="Inscription"
      className="space-y-8"
    >
      <Controller
        control={form.control}
        name="childIds"
        render={({ field, fieldState }) => (
          <ChildPicker
            childList={page.children}
            selected={field.value}
            disabled={sending}
            error={fieldState.error?.message}
            footer={childListFooter}
            below={
              page.voucherIssuers.length > 0
                ? (child) => <ChildVoucher child={child} issuers={page.voucherIssuers} disabled={sending} />
                : undefined
            }
            onChange={(ids) => {
              field.onChange(ids);
              // A child no longer ticked claims nothing and hands in no voucher.
              const kept = (form.getValues("tariffs") ?? []).filter((claim) => ids.includes(claim.childId));
              if (kept.length !== (form.getValues("tariffs") ?? []).length) form.setValue("tariffs", kept);
              const declared = form.getValues("vouchers") ?? [];
              const vouchersKept = declared.filter((voucher) => ids.includes(voucher.childId));
              if (vouchersKept.length !== declared.length) {
                form.clearErrors("vouchers");
                form.setValue("vouchers", vouchersKept);
              }
            }}
          />
        )}
      />

      {tooMany && (
        <>
          <Alert tone="warning">{tooMany}</Alert>
          <JoinWaitlist page={fullPage} chosen={childIds} />
        </>
      )}
      <IncompleteFilesNotice incomplete={incomplete} onComplete={onCompleteChild} />

      <TariffChoices
        tariffs={page.tariffs}
        standardCents={page.activity.price.standard}
        chosen={page.children.filter((child) => childIds.includes(child.id))}
        paymentMethod={paymentMethod}
        charge={page.tariffCharge}
        disabled={sending}
        proofs={proofs}
        onProof={(childId, state) => setProofs(({ [childId]: _old, ...others }) => (state ? { ...others, [childId]: state } : others))}
      />

      <PaymentMethodField options={page.paymentMethods} notice={page.transferNotice} disabled={sending} />

      <PriceSummary price={price} children={lines} unitPriceCents={page.activity.price.standard} />

      <AcceptTerms disabled={sending} />

      {refusal && (
        <Alert tone="error" title="L'inscription n'a pas été enregistrée">
          {refusal}
        </Alert>
      )}

      <SubmitRegistration
        sending={sending}
        blocked={childIds.length === 0 || tooMany !== null || incomplete.length > 0 || !paymentMethod || sendingProof}
        accepting={offer !== undefined}
      />
    </Form>
  );
}
