import { type FormHTMLAttributes, useEffect, useRef } from "react";
import { type FieldValues, FormProvider, type Path, type PathValue, type SubmitHandler, type UseFormReturn } from "react-hook-form";
import { restoreTypedValues } from "./typed-before-hydration.ts";

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Receives the values once the schema accepts them; a returned promise keeps the form "submitting". */
  onSubmit: SubmitHandler<TOutput>;
}

/**
 * A <form> whose fields (components/form) find their state through context. The browser's own
 * bubbles are off (noValidate): the schema's French messages are shown under each field instead.
 * Sent before the application runs (a page drawn on the server), it posts: what was typed never
 * ends up in an address, a history or a log.
 */
export function Form<TValues extends FieldValues, TOutput>({ form, onSubmit, children, ...props }: FormProps<TValues, TOutput>) {
  const element = useRef<HTMLFormElement>(null);
  const { setValue } = form;
  useEffect(() => {
    if (!element.current) return;
    restoreTypedValues(element.current, (name, value) =>
      setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true }),
    );
  }, [setValue]);

  return (
    <FormProvider {...form}>
      <form ref={element} method="post" noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
