import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldValues, type Path, useForm, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { z } from "zod";

// The site's CSP forbids eval: zod would try it once (a violation the browser reports) before
// falling back to the same checks without generated code. Said once, for every form.
z.config({ jitless: true });

/** A zod object schema whose input is a form's values (what the fields hold) and output what is sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: the fields hold its input, the submit handler receives its output. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form checked by a domain schema, so the form and the server refuse the same values
 * with the same French messages. Validation first runs on submit, then again on every change.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  // A field typed into before the application ran (a page drawn on the server, decision 0021):
  // react-hook-form takes its text when it registers it, but tells nothing that watches it (a
  // password's checklist, a button waiting for both passwords), and it tells them only of a value
  // that changes. Once the form is mounted (this effect follows useForm's own), each such field is
  // emptied and given its text again, in the same moment: what watches it sees the text.
  useEffect(() => {
    for (const name of Object.keys(form.getValues()) as Path<z.input<S>>[]) {
      if (!form.getFieldState(name).isDirty) continue;
      const typed = form.getValues(name);
      form.setValue(name, undefined as never);
      form.setValue(name, typed);
    }
  }, [form]);
  return form;
}
