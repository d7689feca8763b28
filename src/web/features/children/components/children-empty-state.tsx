import Baby from "lucide-react/icons/baby";
import Plus from "lucide-react/icons/plus";
import { Button } from "../../../components/ui/button.tsx";

/** No child yet: why adding one is worth it, and the button to do it right there. */
export function ChildrenEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Baby aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-ink">Aucun enfant enregistré</h2>
      <p className="mx-auto mt-3 max-w-md text-muted">
        Ajoutez la fiche de chacun de vos enfants une seule fois&nbsp;: vous pourrez ensuite les inscrire aux plaines en quelques clics, et
        l'équipe d'animation saura comment prendre soin d'eux.
      </p>
      <Button className="mt-6" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Ajouter un enfant
      </Button>
    </div>
  );
}
