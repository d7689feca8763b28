import type { FormHTMLAttributes } from "react";
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from "react-hook-form";

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Receives the values once the schema accepts them; a returned promise keeps the form "submitting". */
  onSubmit: SubmitHandler<TOutput>;
}

/**
 * A <form> whose fields (components/form) find their state through context. The browser's own
 * bubbles are off (noValidate): the schema's French messages are shown under each field instead.
 *
 * On a page drawn on the server (decision 0021) the form can be typed into before the
 * application runs: React keeps a field's text when it hydrates it, and react-hook-form takes
 * the text of a field edited before it was registered instead of its default value. Sent before
 * then, it posts: what was typed never ends up in an address, a history or a log.
 */
export function Form<TValues extends FieldValues, TOutput>({ form, onSubmit, children, ...props }: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <form method="post" noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
