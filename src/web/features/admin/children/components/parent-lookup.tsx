import Search from "lucide-react/icons/search";
import { useState } from "react";
import type { AdminParentRecord } from "../../../../../domain/contracts/privacy.ts";
import { parentLookupSchema } from "../../../../../domain/contracts/privacy-input.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useFindParent } from "../api/find-parent.ts";
import { ParentRecord } from "./parent-record.tsx";

/**
 * A parent's account found by the address their request came from (access, erasure), whether or
 * not they ever added a child: the children's list cannot reach a parent without one.
 */
export function ParentLookup({ onOpenChild }: { onOpenChild: (childId: string) => void }) {
  const [record, setRecord] = useState<AdminParentRecord | null>(null);
  const form = useZodForm(parentLookupSchema, { defaultValues: { email: "" } });
  const lookup = useFindParent(form, setRecord);

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
