import type { ReactNode } from "react";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { cn } from "../../lib/cn.ts";

export type AlertTone = "error" | "warning" | "info" | "success";

const TONES: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  error: { box: "border-red-200 bg-red-50 text-red-900", Icon: CircleAlert },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", Icon: TriangleAlert },
  info: { box: "border-sky-200 bg-sky-50 text-sky-950", Icon: Info },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-950", Icon: CircleCheck },
};

interface AlertProps {
  id?: string;
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Errors interrupt a screen reader ("alert"); notices wait their turn ("status"). */
  role?: "alert" | "status" | "note";
}

export function Alert({ id, tone = "info", title, children, className, role = tone === "error" ? "alert" : "status" }: AlertProps) {
  const { box, Icon } = TONES[tone];
  return (
    <div id={id} role={role} className={cn("flex gap-3 rounded-xl border p-4", box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-sm leading-relaxed">{children}</div>}
      </div>
    </div>
  );
}
