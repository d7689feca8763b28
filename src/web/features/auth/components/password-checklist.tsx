import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import { PASSWORD_RULES } from "../../../../domain/account.ts";
import { cn } from "../../../lib/cn.ts";

/**
 * The four password rules, stated once: "Votre mot de passe doit contenir :" and each rule in a few
 * words ("au moins 8 caractères"), ticked as soon as the typed password meets it. Read with the
 * password field (aria-describedby); it is not a live region, so typing is not interrupted.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="rounded-xl bg-slate-50 p-3 text-sm">
      <p className="mb-2 font-medium text-ink">Votre mot de passe doit contenir&nbsp;:</p>
      <ul className="space-y-1.5" data-testid="password-checklist">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} data-met={met} className={cn("flex items-start gap-2", met ? "text-emerald-800" : "text-slate-700")}>
              {met ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              )}
              <span>
                {rule.label}
                <span className="sr-only">{met ? "\u00a0: respecté" : "\u00a0: pas encore respecté"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
