import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { MessageTemplateView } from "../../../../../domain/contracts/admin-message-templates.ts";
import { TEMPLATE_NAME_MAX_LENGTH } from "../../../../../domain/message-templates.ts";
import { QueryView } from "../../../../components/query-view.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { DeleteDialog } from "../../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { TextArea } from "../../../../components/ui/textarea.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { messageTemplatesQueryOptions, type TemplateDraft, useDeleteTemplate, useSaveTemplate } from "../api/templates.ts";

const TEMPLATE_FIELDS_HINT =
  "Remplis quand le modèle est choisi pour une plaine\u00a0: {plaine}, {dates}, {lieu}, {horaires}, {garderie}, {repas}, {a_apporter}, {acces} (une ligne dont l'information pratique manque est retirée). Remplis pour chaque famille à l'envoi\u00a0: {prenom}, {enfants}, {groupe}, {jour}.";

const BLANK: TemplateDraft = { name: "", subject: "", body: "" };

/** A template's name, subject and body, new (`id` null) or changed. */
function TemplateForm({ id, start, onDone }: { id: string | null; start: TemplateDraft; onDone: () => void }) {
  const [draft, setDraft] = useState(start);
  const save = useSaveTemplate(onDone);
  const prefix = id ?? "new";
  return (
    <form
      aria-label={id ? `Modifier le modèle ${start.name}` : "Nouveau modèle"}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id, draft });
      }}
    >
      <TextField
        id={`template-${prefix}-name`}
        label="Nom du modèle"
        required
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
      />
      <TextField
        id={`template-${prefix}-subject`}
        label="Objet"
        required
        maxLength={200}
        value={draft.subject}
        onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
      />
      <TextArea
        id={`template-${prefix}-body`}
        label="Message"
        rows={10}
        required
        value={draft.body}
        onChange={(e) => setDraft({ ...draft, body: e.target.value })}
        hint={TEMPLATE_FIELDS_HINT}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          Enregistrer le modèle
        </Button>
        <Button variant="outline" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Modèles': the texts a message starts from ('Partir d'un modèle' in the form above), each to
 * change or delete (after a confirmation), and a new one to add.
 */
export function TemplatesSection() {
  const templates = useQuery(messageTemplatesQueryOptions());
  /** The template being changed, "new" for one being added, null for none. */
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplateView | null>(null);
  const remove = useDeleteTemplate(() => setDeleting(null));

  return (
    <section aria-labelledby="templates-title" className="mb-10 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="templates-title" className="text-xl font-bold text-ink">
          Modèles
        </h2>
        {editing !== "new" && (
          <Button variant="outline" onClick={() => setEditing("new")}>
            Ajouter un modèle
          </Button>
        )}
      </div>
      {editing === "new" && (
        <Card>
          <CardBody>
            <TemplateForm id={null} start={BLANK} onDone={() => setEditing(null)} />
          </CardBody>
        </Card>
      )}
      <QueryView query={templates} loading={<Skeleton className="h-24 w-full" />} errorTitle="Impossible de charger les modèles">
        {(data) => (
          <ul className="space-y-3">
            {data.map((template) => (
              <li key={template.id}>
                <Card>
                  <CardBody className="space-y-3">
                    {editing === template.id ? (
                      <TemplateForm id={template.id} start={template} onDone={() => setEditing(null)} />
                    ) : (
                      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                        <div className="min-w-0">
                          <p className="font-semibold text-ink">{template.name}</p>
                          <p className="truncate text-sm text-muted">{template.subject}</p>
                        </div>
                        <div className="flex shrink-0 flex-wrap gap-3">
                          <Button variant="outline" onClick={() => setEditing(template.id)}>
                            Modifier
                          </Button>
                          <Button variant="outline" onClick={() => setDeleting(template)}>
                            Supprimer
                          </Button>
                        </div>
                      </div>
                    )}
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <DeleteDialog
        target={deleting}
        title={(target) => `Supprimer le modèle «\u00a0${target.name}\u00a0»\u00a0?`}
        pending={remove.isPending}
        onDelete={(target) => remove.mutate(target)}
        onClose={() => setDeleting(null)}
      >
        {() => <p>Les messages déjà écrits à partir de ce modèle ne changent pas.</p>}
      </DeleteDialog>
    </section>
  );
}
