import type { TextFieldProps } from "../ui/text-field.tsx";
import { FormSelectField, type SelectFieldProps } from "./form-select-field.tsx";
import { FormNumericField, FormTextField } from "./form-text-field.tsx";
import type { BoundFieldProps } from "./use-registered-field.ts";

type TextFieldSpec = BoundFieldProps<TextFieldProps>;

/**
 * One field of a form written as data: a FormTextField, a FormNumericField (`numeric`) or a
 * FormSelectField (`select`), with the props it is drawn with.
 */
export type FormFieldSpec =
  | ({ kind?: "text" } & TextFieldSpec)
  | ({ kind: "numeric" } & Omit<TextFieldSpec, "inputMode" | "autoComplete">)
  | ({ kind: "select" } & BoundFieldProps<SelectFieldProps>);

function FormField(spec: FormFieldSpec) {
  switch (spec.kind) {
    case "select": {
      const { kind: _kind, ...field } = spec;
      return <FormSelectField {...field} />;
    }
    case "numeric": {
      const { kind: _kind, ...field } = spec;
      return <FormNumericField {...field} />;
    }
    default: {
      const { kind: _kind, ...field } = spec;
      return <FormTextField {...field} />;
    }
  }
}

/** The fields of a form listed as data, drawn in their order (each keyed by its name). */
export function FormFields({ fields }: { fields: readonly FormFieldSpec[] }) {
  return fields.map((field) => <FormField key={field.name} {...field} />);
}

/** A postal address's fields (`street`, `postalCode`, `city`), their ids starting with `idPrefix`. */
export function addressFields(idPrefix: string): FormFieldSpec[] {
  return [
    { id: `${idPrefix}-street`, name: "street", label: "Rue et numéro", autoComplete: "street-address", className: "sm:col-span-2" },
    { id: `${idPrefix}-postal-code`, name: "postalCode", label: "Code postal", inputMode: "numeric", autoComplete: "postal-code" },
    { id: `${idPrefix}-city`, name: "city", label: "Commune", autoComplete: "address-level2" },
  ];
}
