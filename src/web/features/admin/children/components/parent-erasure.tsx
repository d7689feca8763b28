import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { useEraseParent } from "../api/erase-parent.ts";

/**
 * An erasure the parent asked for by e-mail (GDPR art. 17), carried out by an administrator: two
 * steps, the second saying what goes. The server refuses while a plaine to come holds a
 * registration, and records who erased.
 */
export function ParentErasure({ parentId, parentName, onErased }: { parentId: string; parentName: string; onErased: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseParent(parentId, onErased);

  if (!confirming) {
    return (
      // A long label: on a phone it wraps rather than run out of the sheet.
      <Button variant="ghost" className="h-auto min-h-11 py-2 text-left whitespace-normal text-red-700" onClick={() => setConfirming(true)}>
        Supprimer le compte de ce parent (demande RGPD)
      </Button>
    );
  }
  return (
    <div className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3">
      <p role="alert" className="text-sm text-red-800">
        Le compte de {parentName}, ses enfants (informations médicales comprises), inscriptions et e-mails seront supprimés définitivement.
        Ses paiements resteront anonymisés pour la comptabilité.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="border-red-300 text-red-700" disabled={erase.isPending} onClick={() => erase.mutate()}>
          {erase.isPending ? "Suppression en cours..." : "Confirmer la suppression"}
        </Button>
        <Button variant="ghost" disabled={erase.isPending} onClick={() => setConfirming(false)}>
          Annuler
        </Button>
      </div>
    </div>
  );
}
