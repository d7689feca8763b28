import { useFormContext, useFormState, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { RegistrationPage, RegistrationPageChild } from "../../../../domain/contracts/registrations.ts";
import type { registrationSchema } from "../../../../domain/contracts/registrations-input.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { type FormVoucher, freshVoucher } from "../vouchers.ts";

type FormValues = z.input<typeof registrationSchema>;

interface ChildVoucherProps {
  child: RegistrationPageChild;
  issuers: RegistrationPage["voucherIssuers"];
  disabled: boolean;
}

/**
 * Under a ticked child, where the association takes vouchers (chèques sport, culture…): 'J'utilise
 * un chèque', which opens its issuer, its number and its value. The vouchers live in the form's
 * `vouchers`, one per child that has one; the server takes each off what the family pays.
 */
export function ChildVoucher({ child, issuers, disabled }: ChildVoucherProps) {
  const { setValue, clearErrors, control } = useFormContext<FormValues>();
  const vouchers = useWatch({ control, name: "vouchers" }) ?? [];
  const { errors } = useFormState({ control, name: "vouchers" });
  const index = vouchers.findIndex((voucher) => voucher.childId === child.id);
  const voucher = index >= 0 ? vouchers[index] : null;
  const problems = index >= 0 ? errors.vouchers?.[index] : undefined;
  const id = `voucher-${child.id}`;

  const write = (next: FormVoucher[]) => setValue("vouchers", next, { shouldValidate: false, shouldDirty: true });
  const change = (field: "payerId" | "number" | "amount", value: string) => {
    clearErrors(`vouchers.${index}.${field}`);
    write(vouchers.map((candidate, at) => (at === index ? { ...candidate, [field]: value } : candidate)));
  };

  return (
    <div role="group" aria-label={`Chèque pour ${child.firstName}`} className="mt-2 space-y-3 pl-4 sm:pl-8">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={voucher !== null}
          disabled={disabled}
          onChange={(event) => {
            // The others' places in the list move: their messages would point at the wrong child.
            clearErrors("vouchers");
            const others = vouchers.filter((candidate) => candidate.childId !== child.id);
            write(event.target.checked ? [...others, freshVoucher(child.id, issuers)] : others);
          }}
        />
        <span>J'utilise un chèque (sport, culture…)</span>
      </label>
      {voucher && (
        <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-issuer`}
            label="Émetteur"
            className="sm:col-span-2"
            value={voucher.payerId ?? ""}
            disabled={disabled}
            error={problems?.payerId?.message}
            options={[
              ...(issuers.length === 1 ? [] : [{ value: "", label: "Choisissez l'émetteur" }]),
              ...issuers.map(({ id: value, name: label }) => ({ value, label })),
            ]}
            onChange={(event) => change("payerId", event.target.value)}
          />
          <TextField
            id={`${id}-number`}
            label="Numéro du chèque"
            autoComplete="off"
            value={voucher.number ?? ""}
            disabled={disabled}
            error={problems?.number?.message}
            onChange={(event) => change("number", event.target.value)}
          />
          <TextField
            id={`${id}-amount`}
            label="Montant (€)"
            inputMode="decimal"
            autoComplete="off"
            value={typeof voucher.amount === "number" ? String(voucher.amount) : (voucher.amount ?? "")}
            disabled={disabled}
            error={problems?.amount?.message}
            onChange={(event) => change("amount", event.target.value)}
          />
          <p className="text-sm text-muted sm:col-span-2">
            Son montant est déduit de ce que vous payez pour {child.firstName}. Remettez ensuite le chèque papier à l'association.
          </p>
        </div>
      )}
    </div>
  );
}
