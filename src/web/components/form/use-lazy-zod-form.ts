import { useEffect, useState } from "react";
import { type FieldValues, type Path, type Resolver, useForm, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { FormSchema, ZodForm } from "./use-zod-form.ts";

/** Where a form's schema comes from when zod is not loaded with its page: `() => import(…).then((m) => m.schema)`. */
type SchemaLoader<S extends FormSchema> = () => Promise<S>;

/** What makes the person start using a form: the checks are fetched then, well before they send it. */
const FIRST_USE_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * `useZodForm` for a page drawn on the server whose first load goes without zod (the sign-in
 * pages, decision 0064): the schema and zod (≈ 26 kB gzip, and the building of every schema) are
 * fetched when the person first touches the page (a focus, a tap, a key), and at the latest when
 * the form is checked; the first check waits for them. Same checks, same French messages.
 */
export function useLazyZodForm<S extends FormSchema>(
  loadSchema: SchemaLoader<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): ZodForm<S> {
  const [checks] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: checks.resolver });
  useEffect(() => {
    const load = () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, load, true);
      checks.load().catch(() => {
        // Asked again by the form's first check.
      });
    };
    for (const type of FIRST_USE_EVENTS) document.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, load, true);
    };
  }, [checks]);
  useFieldsTypedBeforeReady(form);
  return form;
}

function lazyZodResolver<S extends FormSchema>(loadSchema: SchemaLoader<S>) {
  type Values = z.input<S>;
  let loading: Promise<Resolver<Values, unknown, z.output<S>>> | undefined;
  const load = () => {
    loading ??= Promise.all([import("./zod-resolver.ts"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<S>>,
      (error: unknown) => {
        // A lost connection: the next check asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<Values, unknown, z.output<S>> = async (values, context, options) => (await load())(values, context, options);
  return { load, resolver };
}

/**
 * A field typed into before the application ran (a page drawn on the server, decision 0021):
 * react-hook-form takes its text when it registers it, but tells nothing that watches it (a
 * password's checklist, a button waiting for both passwords), and it tells them only of a value
 * that changes. Once the form is mounted (this effect follows useForm's own), each such field is
 * emptied and given its text again, in the same moment: what watches it sees the text.
 */
export function useFieldsTypedBeforeReady<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  useEffect(() => {
    for (const name of Object.keys(form.getValues()) as Path<T>[]) {
      if (!form.getFieldState(name).isDirty) continue;
      const typed = form.getValues(name);
      form.setValue(name, undefined as never);
      form.setValue(name, typed);
    }
  }, [form]);
}
