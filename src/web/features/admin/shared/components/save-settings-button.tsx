import Save from "lucide-react/icons/save";
import { Button } from "../../../../components/ui/button.tsx";

/** A settings form's submit button: what it saves, or that the save is under way. */
export function SaveSettingsButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending}>
      <Save aria-hidden="true" className="size-4" />
      {pending ? "Enregistrement en cours..." : label}
    </Button>
  );
}
