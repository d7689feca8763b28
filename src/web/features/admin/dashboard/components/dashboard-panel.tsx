import type { ReactNode } from "react";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { cn } from "../../../../lib/cn.ts";

/** One titled block of the dashboard; the title names the region for screen readers. */
export function DashboardPanel({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("min-w-0", className)}>
      <Card className="h-full">
        <CardBody className="space-y-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={id} className="text-lg font-bold text-ink">
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
