import CloudOff from "lucide-react/icons/cloud-off";

/** What the phone still holds: said plainly, so nobody closes the page thinking it is all saved. */
export function PendingTapsBanner({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong>{count === 1 ? "1 pointage pas encore enregistré" : `${count} pointages pas encore enregistrés`}.</strong> Ils sont gardés
        sur ce téléphone et envoyés dès que la connexion revient.
      </p>
    </div>
  );
}
