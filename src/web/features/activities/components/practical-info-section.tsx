import Backpack from "lucide-react/icons/backpack";
import Bus from "lucide-react/icons/bus";
import Clock from "lucide-react/icons/clock";
import ExternalLink from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import Sunrise from "lucide-react/icons/sunrise";
import Utensils from "lucide-react/icons/utensils";
import type { Activity } from "../../../../domain/activity.ts";
import { mapLink, PRACTICAL_INFO_ANCHOR, type PracticalInfo, practicalItems } from "../../../../domain/practical-info.ts";

const ICONS: Record<keyof PracticalInfo, typeof Clock> = {
  hours: Clock,
  daycare: Sunrise,
  meals: Utensils,
  bring: Backpack,
  access: Bus,
};

/**
 * 'Infos pratiques': where the plaine takes place (name, street, postal code and city, with a
 * link to the map, always) and the practical parts the organiser gave (hours, garderie, meals,
 * what to bring, how to come), each under its label, as typed (line breaks kept).
 */
export function PracticalInfoSection({ activity }: { activity: Pick<Activity, "location" | "practicalInfo"> }) {
  const { location } = activity;
  const items = practicalItems(activity.practicalInfo);
  return (
    <section id={PRACTICAL_INFO_ANCHOR} aria-labelledby="infos-pratiques-heading" className="scroll-mt-24 space-y-3">
      <h2 id="infos-pratiques-heading" className="text-xl font-bold text-ink">
        Infos pratiques
      </h2>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
          <address className="flex min-w-0 gap-3 not-italic wrap-anywhere">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold text-ink">{location.name}</span>
              <span className="block text-muted">{location.address}</span>
              <span className="block text-muted">
                {location.postalCode} {location.city}
              </span>
            </span>
          </address>
          <a
            href={mapLink(location)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 self-start rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 ring-1 ring-slate-200 hover:bg-slate-50 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 max-sm:ml-8"
          >
            Voir sur la carte
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </div>
        {items.length > 0 && (
          <dl className="divide-y divide-slate-100">
            {items.map(({ key, label, text }) => {
              const Icon = ICONS[key];
              return (
                <div key={key} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <dt className="flex items-start gap-3 font-semibold text-ink">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {label}
                  </dt>
                  <dd className="min-w-0 pl-8 leading-relaxed wrap-anywhere whitespace-pre-line text-ink sm:pl-0">{text}</dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </section>
  );
}
