import { type FieldValues, useForm, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useFieldsTypedBeforeReady } from "./use-lazy-zod-form.ts";
import { zodResolver } from "./zod-resolver.ts";

/** A zod object schema whose input is a form's values (what the fields hold) and output what is sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: the fields hold its input, the submit handler receives its output. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form checked by a domain schema, so the form and the server refuse the same values
 * with the same French messages. Validation first runs on submit, then again on every change.
 * A page drawn on the server that should not load zod before it is used: `useLazyZodForm`.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  useFieldsTypedBeforeReady(form);
  return form;
}
