import type { ReactNode } from "react";
import { Card, CardBody } from "../../../../components/ui/card.tsx";

/**
 * One titled block of the settings page; the title names the region for screen readers, and a link
 * to it (`#id`) stops it below the sticky header.
 */
export function SettingsSection({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={id} className="scroll-mt-28 text-xl font-bold text-ink">
              {title}
            </h2>
            {actions}
          </div>
          {children}
        </CardBody>
      </Card>
    </section>
  );
}
