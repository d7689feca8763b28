import MailQuestion from "lucide-react/icons/mail-question";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { suggestEmailCorrection } from "../../../../domain/email-typo.ts";

/**
 * Under the sign-up's e-mail field, once the person has left it: 'Vouliez-vous dire
 * camille@gmail.com ?' when the domain looks like a typo ('@gmial.con'). One tap puts the
 * suggestion in the field; ignored, it changes nothing (the address is never refused for it).
 * The region is always there, so a screen reader hears the suggestion when it appears.
 */
export function EmailSuggestion({ name }: { name: string }) {
  const { control, setValue } = useFormContext();
  const typed: unknown = useWatch({ control, name });
  const { touchedFields } = useFormState({ control, name });
  const left = Boolean((touchedFields as Record<string, unknown>)[name]);
  const suggestion = left && typeof typed === "string" ? suggestEmailCorrection(typed) : null;

  return (
    <div aria-live="polite">
      {suggestion && (
        <button
          type="button"
          onClick={() => setValue(name, suggestion, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
          className="mt-2 flex min-h-11 w-full items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-left text-sm text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <MailQuestion aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          <span className="min-w-0 wrap-anywhere">
            Vouliez-vous dire <strong className="font-semibold underline underline-offset-2">{suggestion}</strong>&nbsp;?
          </span>
        </button>
      )}
    </div>
  );
}
