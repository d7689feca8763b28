import { useMutation } from "@tanstack/react-query";
import Search from "lucide-react/icons/search";
import { useState } from "react";
import type { AdminParentRecord } from "../../../../../domain/contracts/privacy.ts";
import { parentLookupSchema, type ParentLookupInput } from "../../../../../domain/contracts/privacy-input.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { toast } from "../../../../lib/toast.ts";
import { findParent } from "../api/find-parent.ts";
import { ParentRecord } from "./parent-record.tsx";

const LOOKUP_ERROR = "La recherche n'a pas abouti";

/**
 * A parent's account found by the address their request came from (access, erasure), whether or
 * not they ever added a child: the children's list cannot reach a parent without one.
 */
export function ParentLookup({ onOpenChild }: { onOpenChild: (childId: string) => void }) {
  const [record, setRecord] = useState<AdminParentRecord | null>(null);
  const form = useZodForm(parentLookupSchema, { defaultValues: { email: "" } });
  const lookup = useMutation({
    mutationFn: (input: ParentLookupInput) => findParent(input),
    onMutate: () => setRecord(null),
    onSuccess: setRecord,
    onError: (error) => {
      if (isSessionExpired(error)) return;
      if (showServerErrors(form, error)) return;
      // No account for the address: said under the field, which keeps what was typed.
      if (isApiError(error) && error.status === 404) form.setError("email", { type: "server", message: error.message });
      else toast.error(LOOKUP_ERROR, isApiError(error) ? error.message : undefined);
    },
  });

  return (
    <div className="space-y-4">
      <Form
        form={form}
        onSubmit={(input) => lookup.mutateAsync(input).catch(() => undefined)}
        aria-label="Rechercher le compte d'un parent"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <FormTextField
          id="parent-lookup-email"
          name="email"
          type="email"
          label="Adresse e-mail du parent"
          autoComplete="off"
          className="sm:max-w-md sm:flex-1"
        />
        <Button type="submit" disabled={lookup.isPending} className="sm:mt-7">
          <Search aria-hidden="true" className="size-4" />
          {lookup.isPending ? "Recherche en cours..." : "Rechercher"}
        </Button>
      </Form>
      {record && (
        <ParentRecord
          record={record}
          onOpenChild={onOpenChild}
          onErased={() => {
            setRecord(null);
            form.reset({ email: "" });
          }}
        />
      )}
    </div>
  );
}
