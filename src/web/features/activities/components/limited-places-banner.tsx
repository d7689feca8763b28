import TriangleAlert from "lucide-react/icons/triangle-alert";

const LIMITED_PLACES_TITLE = "Places limitées";

/** Set by the organisers on a plaine that is filling up, to nudge parents to register now. */
export function LimitedPlacesBanner({ remainingSpots }: { remainingSpots: number }) {
  const places = remainingSpots === 1 ? "1 place" : `${remainingSpots} places`;
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-bold">{LIMITED_PLACES_TITLE}&nbsp;:</strong> il ne reste plus que {places} pour cette plaine. Inscrivez-vous
        vite&nbsp;!
      </p>
    </div>
  );
}
