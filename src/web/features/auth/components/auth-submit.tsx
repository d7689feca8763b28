import type { LucideIcon } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

interface AuthSubmitProps {
  icon: LucideIcon;
  label: string;
  /** What the button says while the request is under way. */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
}

/** The wide submit button of an account form, which says when its request is under way. */
export function AuthSubmit({ icon: Icon, label, pendingLabel, pending, disabled = false }: AuthSubmitProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || pending}>
      <Icon aria-hidden="true" className="size-5" />
      {pending ? pendingLabel : label}
    </Button>
  );
}
