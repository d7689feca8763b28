import type { ReactNode } from "react";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { cn } from "../../../../lib/cn.ts";

interface AdminPanelProps {
  id: string;
  title: string;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  className?: string;
  cardClassName?: string;
  /** The title's size (and scroll margin). */
  titleClassName: string;
  children: ReactNode;
}

/** A titled card of the administration; the title names the region for screen readers. */
export function AdminPanel({ id, title, actions, className, cardClassName, titleClassName, children }: AdminPanelProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Card className={cardClassName}>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={id} className={cn(titleClassName, "font-bold text-ink")}>
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
