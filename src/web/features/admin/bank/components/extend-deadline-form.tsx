import { paymentDeadlineSchema } from "../../../../../domain/contracts/admin-bank-input.ts";
import { addDaysIso } from "../../../../../domain/dates.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useExtendDeadline } from "../api/bank.ts";

/** Gives one unpaid transfer more time: a later last day to pay (a week more, unless changed). */
export function ExtendDeadlineForm({ paymentId, deadline, label }: { paymentId: string; deadline: string; label: string }) {
  const form = useZodForm(paymentDeadlineSchema, { defaultValues: { deadline: addDaysIso(deadline, 7) } });
  const save = useExtendDeadline(paymentId, form);
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label={label} className="flex flex-wrap items-end gap-2">
      <FormTextField id={`deadline-${paymentId}`} name="deadline" type="date" label="Nouvelle date limite" className="min-w-40" />
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        Prolonger
      </Button>
    </Form>
  );
}
