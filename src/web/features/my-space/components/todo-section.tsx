import CalendarDays from "lucide-react/icons/calendar-days";
import CircleCheck from "lucide-react/icons/circle-check";
import CreditCard from "lucide-react/icons/credit-card";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Hourglass from "lucide-react/icons/hourglass";
import IdCard from "lucide-react/icons/id-card";
import Landmark from "lucide-react/icons/landmark";
import MapPin from "lucide-react/icons/map-pin";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NextPlaine, TodoItem, TodoKind, TodoResponse } from "../../../../domain/contracts/todo.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { activityPath, paths } from "../../../../domain/paths.ts";
import { mapLink, placeLine, practicalItems } from "../../../../domain/practical-info.ts";
import { childNames, NEXT_PLAINE_TITLE, NOTHING_TO_DO, TODO_TITLE, todoText } from "../../../../domain/todo.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PayButton } from "../../registrations/index.ts";

/** The national numbers' form on 'Mes attestations' (national-numbers-block.tsx). */
const NATIONAL_NUMBERS_PATH = `${paths.certificates}#national-numbers-title`;
/** The practical information's section of a plaine's page. */
const practicalInfoPath = (activityId: string) => `${activityPath(activityId)}#infos-pratiques`;

const ICONS: Record<TodoKind, LucideIcon> = {
  "card-payment": CreditCard,
  "bank-transfer": Landmark,
  "waitlist-offer": Hourglass,
  "health-form": HeartPulse,
  "national-number": IdCard,
};

/** Money and places (amber), an offer (green), what a file still needs (sky): the edge and the icon. */
const TONES: Record<TodoKind, { edge: string; icon: string }> = {
  "card-payment": { edge: "border-l-amber-400", icon: "bg-amber-100 text-amber-900" },
  "bank-transfer": { edge: "border-l-amber-400", icon: "bg-amber-100 text-amber-900" },
  "waitlist-offer": { edge: "border-l-emerald-500", icon: "bg-emerald-100 text-emerald-900" },
  "health-form": { edge: "border-l-sky-400", icon: "bg-sky-100 text-sky-900" },
  "national-number": { edge: "border-l-sky-400", icon: "bg-sky-100 text-sky-900" },
};

const linkButton = buttonClasses({ size: "sm" });
const outlineLinkButton = buttonClasses({ size: "sm", variant: "outline" });

/** What the parent does about the item: 'Payer', answer the offer, complete the file. */
function TodoAction({ item }: { item: TodoItem }): ReactNode {
  switch (item.kind) {
    case "card-payment":
      return (
        <PayButton
          registrationId={item.registrationId}
          holdExpiresAt={item.holdExpiresAt}
          size="sm"
          label={`l'inscription à ${item.activity.title}`}
        />
      );
    case "bank-transfer":
      return (
        <Link to={item.transferPath} className={linkButton}>
          <Landmark aria-hidden="true" className="size-4" />
          Payer<span className="sr-only"> par virement l'inscription à {item.activity.title}</span>
        </Link>
      );
    case "waitlist-offer":
      return (
        <Link to={item.answerPath} className={linkButton}>
          Accepter ou refuser<span className="sr-only"> la place à {item.activity.title}</span>
        </Link>
      );
    case "health-form":
      return (
        <Link to={paths.children} className={outlineLinkButton}>
          Compléter la fiche<span className="sr-only"> de {item.child.firstName}</span>
        </Link>
      );
    case "national-number":
      return (
        <Link to={NATIONAL_NUMBERS_PATH} className={outlineLinkButton}>
          Indiquer le numéro<span className="sr-only"> de {item.child.firstName}</span>
        </Link>
      );
  }
}

/** The plaine and the children an item is about, on one line under its title. */
function itemContext(item: TodoItem): string | null {
  if (!("activity" in item) || item.kind === "health-form") return null;
  return `«\u00a0${item.activity.title}\u00a0» · ${childNames(item.children)}`;
}

function TodoEntry({ item }: { item: TodoItem }) {
  const Icon = ICONS[item.kind];
  const { title, detail } = todoText(item);
  const context = itemContext(item);
  return (
    <li
      data-todo={item.kind}
      className={`flex flex-col gap-3 rounded-2xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-6 ${TONES[item.kind].edge}`}
    >
      <div className="flex min-w-0 gap-3">
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${TONES[item.kind].icon}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <h3 className="font-bold text-ink">{title}</h3>
          {context && <p className="text-sm text-muted [overflow-wrap:anywhere]">{context}</p>}
          <p className="text-sm text-ink">{detail}</p>
        </div>
      </div>
      <div className="shrink-0 pl-13 sm:pl-0">
        <TodoAction item={item} />
      </div>
    </li>
  );
}

/** The family's next plaine: when, where (with a map), who, and what to know before the first day. */
function NextPlaineCard({ plaine }: { plaine: NextPlaine }) {
  const { activity } = plaine;
  const practical = practicalItems(activity.practicalInfo);
  return (
    <div className="space-y-4 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm" data-testid="next-plaine">
      <div className="space-y-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <CalendarDays aria-hidden="true" className="size-4" />
          {NEXT_PLAINE_TITLE}
        </p>
        <h3 className="text-lg font-bold text-ink">
          <Link to={activityPath(activity.id)} className="hover:text-brand-800 hover:underline">
            {activity.title}
          </Link>
        </h3>
        <p className="text-sm text-ink">
          {formatDateRangeFr(activity.startDate, activity.endDate)} · {childNames(plaine.children)}
        </p>
      </div>
      <p className="flex gap-2 text-sm text-ink">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span className="[overflow-wrap:anywhere]">
          {placeLine(activity.place)}
          {" · "}
          <a href={mapLink(activity.place)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline">
            Voir sur la carte
          </a>
        </span>
      </p>
      {practical.length > 0 && (
        <dl className="grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-2">
          {practical.map((part) => (
            <div key={part.key} className="space-y-0.5">
              <dt className="text-sm font-semibold text-ink">{part.label}</dt>
              <dd className="text-sm whitespace-pre-line text-muted [overflow-wrap:anywhere]">{part.text}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link to={practicalInfoPath(activity.id)} className={outlineLinkButton}>
        {practical.length > 0 ? "Toutes les infos pratiques" : "Voir la plaine"}
      </Link>
    </div>
  );
}

/**
 * 'À faire' at the top of the parent's dashboard: what the parent has to do, most urgent first
 * (the server's order), or one line saying all is in order; then the family's next plaine.
 */
export function TodoSection({ todo }: { todo: TodoResponse }) {
  return (
    <section aria-labelledby="todo-title" className="space-y-4">
      <h2 id="todo-title" className="text-xl font-bold text-ink">
        {TODO_TITLE}
      </h2>
      {todo.items.length === 0 ? (
        <p className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {NOTHING_TO_DO}
        </p>
      ) : (
        <ul aria-labelledby="todo-title" className="space-y-3">
          {todo.items.map((item) => (
            <TodoEntry key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </ul>
      )}
      {todo.nextPlaine && <NextPlaineCard plaine={todo.nextPlaine} />}
    </section>
  );
}
