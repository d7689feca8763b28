import UserPlus from "lucide-react/icons/user-plus";
import Users from "lucide-react/icons/users";
import { type FormEvent, useState } from "react";
import type { Child } from "../../../../domain/child.ts";
import { type ChildFamily, DEFAULT_SECOND_PARENT_PERCENT, splitLabel } from "../../../../domain/child-family.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useCancelInvitation, useInviteParent, useUnlinkParent } from "../api/family.ts";

/** What the signed-in parent pays of each registration, in percent. */
const myPercent = (family: ChildFamily) => (family.role === "first" ? 100 - family.secondParentPercent : family.secondParentPercent);

/**
 * The file's parents (decision 0058): shared with the other parent (and how each registration is
 * split), an invitation waiting, or 'Inviter l'autre parent'. Either parent may end the link.
 */
export function ChildFamilyLine({ child }: { child: Child }) {
  const family = child.family;
  const [inviting, setInviting] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const cancel = useCancelInvitation();
  const unlink = useUnlinkParent(() => setUnlinking(false));
  if (!family) return null;
  const other = family.otherParent;
  return (
    <div
      className="flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="child-family"
    >
      <p className="flex items-start gap-2 text-ink">
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        {other ? (
          <span>
            {family.role === "first" ? "Partagé avec " : "Dossier partagé par "}
            <strong>{other.name}</strong> · {splitLabel(myPercent(family))}
          </span>
        ) : family.invitation ? (
          <span>
            Invitation envoyée à <strong className="[overflow-wrap:anywhere]">{family.invitation.email}</strong>, valable jusqu'au{" "}
            {formatDateFr(family.invitation.expiresAt.slice(0, 10))}
          </span>
        ) : (
          <span className="text-muted">Vous êtes le seul parent à suivre ce dossier.</span>
        )}
      </p>
      <div className="flex shrink-0 gap-2">
        {other && (
          <Button variant="ghost" size="sm" onClick={() => setUnlinking(true)}>
            Retirer le lien
          </Button>
        )}
        {!other && family.invitation && (
          <Button variant="ghost" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(child.id)}>
            Annuler l'invitation
          </Button>
        )}
        {!other && !family.invitation && family.role === "first" && (
          <Button variant="outline" size="sm" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Inviter l'autre parent
          </Button>
        )}
      </div>
      <InviteParentDialog child={child} open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={unlinking}
        title={`Ne plus partager le dossier de ${child.firstName}\u00a0?`}
        confirmLabel="Retirer le lien"
        pendingLabel="En cours..."
        pending={unlink.isPending}
        onConfirm={() => unlink.mutate(child.id)}
        onCancel={() => setUnlinking(false)}
      >
        <p>
          {family.role === "first"
            ? `${other?.name ?? "L'autre parent"} ne verra plus le dossier de ${child.firstName} et ne pourra plus l'inscrire.`
            : `Vous ne verrez plus le dossier de ${child.firstName} et ne pourrez plus l'inscrire.`}
        </p>
        <p>Les parts des inscriptions déjà faites ne changent pas&nbsp;: chacun paie encore la sienne.</p>
      </ConfirmDialog>
    </div>
  );
}

/** The other parent's e-mail and their part of each registration (half by default). */
function InviteParentDialog({ child, open, onClose }: { child: Child; open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [percent, setPercent] = useState(String(DEFAULT_SECOND_PARENT_PERCENT));
  const invite = useInviteParent(() => {
    setEmail("");
    onClose();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ childId: child.id, input: { email, percent } });
  };
  const formId = `invite-${child.id}`;
  return (
    <Dialog
      open={open}
      onClose={() => !invite.isPending && onClose()}
      title={`Inviter l'autre parent de ${child.firstName}`}
      description="Il ou elle verra la fiche et les inscriptions, pourra inscrire l'enfant, et paiera sa part de chaque inscription."
    >
      <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
        <TextField
          id={`${formId}-email`}
          label="Adresse e-mail de l'autre parent"
          type="email"
          autoComplete="off"
          required
          markRequired
          data-autofocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id={`${formId}-percent`}
          label="Sa part de chaque inscription (%)"
          inputMode="numeric"
          hint={"50\u00a0: chacun paie la moitié. 0\u00a0: vous payez tout\u00a0; 100\u00a0: l'autre parent paie tout."}
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={invite.isPending} onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Envoi..." : "Envoyer l'invitation"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
