import type { ReactNode } from "react";
import { cn } from "../../../../lib/cn.ts";
import { AdminPanel } from "../../shared/components/admin-panel.tsx";

/** One titled block of the dashboard, as tall as its row. */
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
    <AdminPanel
      id={id}
      title={title}
      actions={actions}
      className={cn("min-w-0", className)}
      cardClassName="h-full"
      titleClassName="text-lg"
    >
      {children}
    </AdminPanel>
  );
}
