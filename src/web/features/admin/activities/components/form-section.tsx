import type { ReactNode } from "react";
import { Card, CardBody } from "../../../../components/ui/card.tsx";

/** One group of the plaine form (Informations, Dates...): a card whose legend names its fields. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="p-5 sm:p-6">
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-4 w-full">
            <span className="block text-lg font-bold text-ink">{title}</span>
            {description && <span className="mt-1 block text-sm font-normal text-muted">{description}</span>}
          </legend>
          {children}
        </fieldset>
      </CardBody>
    </Card>
  );
}
