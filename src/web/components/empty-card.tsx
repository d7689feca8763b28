import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { Card, CardBody } from "./ui/card.tsx";

/** The parent's space speaks larger; the administrators' lists, denser, keep the sentence narrow. */
const SIZES = {
  parent: { body: "space-y-4", icon: "mx-auto", title: "text-xl", text: "text-muted" },
  admin: { body: "flex flex-col items-center gap-3", icon: undefined, title: "text-lg", text: "max-w-md text-sm text-muted" },
};

/** A list with nothing in it yet: what will appear there, and where to go meanwhile. */
export function EmptyCard({
  icon: Icon,
  title,
  text,
  action,
  size = "parent",
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  size?: keyof typeof SIZES;
}) {
  const classes = SIZES[size];
  return (
    <Card>
      <CardBody className={cn(classes.body, "px-6 py-12 text-center")}>
        <span className={cn(classes.icon, "grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800")}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h2 className={cn(classes.title, "font-bold text-ink")}>{title}</h2>
        <p className={classes.text}>{text}</p>
        {action}
      </CardBody>
    </Card>
  );
}
