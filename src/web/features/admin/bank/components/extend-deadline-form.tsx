import { useMutation, useQueryClient } from "@tanstack/react-query";
import { paymentDeadlineSchema } from "../../../../../domain/contracts/admin-bank-input.ts";
import { addDaysIso, formatDateFr } from "../../../../../domain/dates.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { extendDeadline } from "../api/bank.ts";

/** Gives one unpaid transfer more time: a later last day to pay (a week more, unless changed). */
export function ExtendDeadlineForm({ paymentId, deadline, label }: { paymentId: string; deadline: string; label: string }) {
  const queryClient = useQueryClient();
  const form = useZodForm(paymentDeadlineSchema, { defaultValues: { deadline: addDaysIso(deadline, 7) } });
  const save = useMutation({
    mutationFn: (values: { deadline: string }) => extendDeadline(paymentId, values.deadline),
    onSuccess: ({ payment }) => {
      toast.success(`Date limite reportée au ${formatDateFr(payment.deadline)}`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toast.error("La date limite n'a pas été reportée", isApiError(error) ? error.message : undefined);
    },
  });
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label={label} className="flex flex-wrap items-end gap-2">
      <FormTextField id={`deadline-${paymentId}`} name="deadline" type="date" label="Nouvelle date limite" className="min-w-40" />
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        Prolonger
      </Button>
    </Form>
  );
}
