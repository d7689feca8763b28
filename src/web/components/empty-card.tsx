import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardBody } from "./ui/card.tsx";

/** A list of the parent's space with nothing in it yet: what will appear there, and where to go meanwhile. */
export function EmptyCard({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text: string; action: ReactNode }) {
  return (
    <Card>
      <CardBody className="space-y-4 px-6 py-12 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-xl font-bold text-ink">{title}</h2>
        <p className="text-muted">{text}</p>
        {action}
      </CardBody>
    </Card>
  );
}
