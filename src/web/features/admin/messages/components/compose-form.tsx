import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import type { FamilyMessageDetail, MessageAttachmentView } from "../../../../../domain/contracts/admin-messages.ts";
import { brusselsDateTime } from "../../../../../domain/date-time.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import {
  MESSAGE_FILTER_KINDS,
  MESSAGE_FILTER_LABELS,
  type MessageFilter,
  type MessageFilterKind,
} from "../../../../../domain/family-messages.ts";
import { isApiError } from "../../../../lib/api-client.ts";
import { NewsContent } from "../../../../components/news-content.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextArea } from "../../../../components/ui/textarea.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { adminActivitiesQueryOptions } from "../../activities/api/get-admin-activities.ts";
import {
  ADMIN_MESSAGES,
  familyMessagePreviewQueryOptions,
  type MessageDraft,
  type MessageScope,
  useSaveFamilyMessage,
} from "../api/messages.ts";
import { messageTemplatesQueryOptions, useApplyTemplate } from "../api/templates.ts";
import { AttachmentsField } from "./attachments-field.tsx";

const FILTER_OPTIONS = MESSAGE_FILTER_KINDS.map((kind) => ({ value: kind, label: MESSAGE_FILTER_LABELS[kind] }));

/** The filter of the kind chosen, with what it needs (the first day, the first group, nobody yet). */
function filterOf(kind: MessageFilterKind, day: string, group: string, parentIds: string[]): MessageFilter {
  switch (kind) {
    case "day":
      return { kind, day };
    case "group":
      return { kind, group };
    case "parents":
      return { kind, parentIds };
    default:
      return { kind };
  }
}

const MERGE_FIELDS_HINT =
  "Remplis pour chaque famille\u00a0: {prenom} (le parent), {enfants} (leurs prénoms), {groupe} (leur groupe), {jour} (le jour choisi). Mise en forme des actualités\u00a0: [title:Titre], un tiret pour chaque point d'une liste, les liens tels quels.";

const familiesLabel = (count: number) => (count === 1 ? "1 famille" : `${count} familles`);

/** A scheduled message being changed: the form's values and its files. */
export interface EditedMessage {
  id: string;
  draft: MessageDraft;
  attachments: MessageAttachmentView[];
}

/** What an existing scheduled message puts back in the form. */
export function editedMessageOf(message: FamilyMessageDetail): EditedMessage {
  const { date, time } = brusselsDateTime(message.sendAt);
  return {
    id: message.id,
    draft: {
      activityId: message.activityId,
      filter: message.filter,
      subject: message.subject,
      body: message.body,
      sendDate: date,
      sendTime: time,
      attachmentIds: message.attachments.map((file) => file.id),
    },
    attachments: message.attachments,
  };
}

/**
 * 'Écrire aux familles': the plaine, which of its families, the subject and body with merge fields,
 * and when; beside it, how many families it reaches and one family's copy, as they will read it.
 * A plaine's coordination (the team's scope) writes to its plaine only, without the templates
 * (the administrators' own).
 */
export function ComposeForm({
  editing,
  onDone,
  scope = ADMIN_MESSAGES,
}: {
  editing: EditedMessage | null;
  onDone: () => void;
  scope?: MessageScope;
}) {
  const start = editing?.draft;
  const isAdmin = scope.kind === "admin";
  const plaines = useQuery({ ...adminActivitiesQueryOptions("active"), enabled: isAdmin });
  const [chosenPlaine, setActivityId] = useState(start?.activityId ?? "");
  const activityId = scope.kind === "staff" ? scope.activityId : chosenPlaine;
  const [kind, setKind] = useState<MessageFilterKind>(start?.filter.kind ?? "all");
  const [day, setDay] = useState(start?.filter.kind === "day" ? start.filter.day : "");
  const [group, setGroup] = useState(start?.filter.kind === "group" ? start.filter.group : "");
  const [parentIds, setParentIds] = useState<string[]>(start?.filter.kind === "parents" ? start.filter.parentIds : []);
  const [subject, setSubject] = useState(start?.subject ?? "");
  const [body, setBody] = useState(start?.body ?? "");
  const [later, setLater] = useState(Boolean(start));
  const [sendDate, setSendDate] = useState(start?.sendDate ?? "");
  const [sendTime, setSendTime] = useState(start?.sendTime ?? "");
  const [previewParentId, setPreviewParentId] = useState<string | null>(null);
  const [files, setFiles] = useState<MessageAttachmentView[]>(editing?.attachments ?? []);
  const [templateId, setTemplateId] = useState("");
  const templates = useQuery({ ...messageTemplatesQueryOptions(), enabled: isAdmin });
  // A template fills the subject and body with the plaine's practical information; both stay editable.
  const applyTemplate = useApplyTemplate((applied) => {
    setSubject(applied.subject);
    setBody(applied.body);
  });

  // The plaine's days, groups and families, to choose from; then the preview asks the server while
  // the text is typed (the latest text once typing pauses).
  const audience = useQuery(
    familyMessagePreviewQueryOptions({ activityId, filter: { kind: "all" }, subject: "", body: "", previewParentId: null }, scope),
  );
  // Those on the waiting list may be picked too (registered or not).
  const waiting = useQuery({
    ...familyMessagePreviewQueryOptions({ activityId, filter: { kind: "waitlist" }, subject: "", body: "", previewParentId: null }, scope),
    enabled: kind === "parents" && Boolean(activityId),
  });
  const registered = audience.data?.families ?? [];
  const pickable = [
    ...registered,
    ...(waiting.data?.families ?? [])
      .filter((family) => !registered.some((known) => known.parentId === family.parentId))
      .map((family) => ({ ...family, children: `${family.children}, liste d'attente` })),
  ];
  const filter = filterOf(kind, day || audience.data?.days[0] || "", group || audience.data?.groups[0] || "", parentIds);
  const deferred = useDeferredValue({ activityId, filter, subject, body, previewParentId });
  const preview = useQuery(familyMessagePreviewQueryOptions(deferred, scope));
  const save = useSaveFamilyMessage(onDone, scope);

  const plaineOptions = [
    { value: "", label: "Choisir une plaine" },
    ...(plaines.data ?? []).map((plaine) => ({ value: plaine.id, label: `${plaine.title} (${formatDateFr(plaine.startDate)})` })),
  ];
  const templateOptions = [
    { value: "", label: activityId ? "Aucun (message libre)" : "Choisissez d'abord la plaine" },
    ...(templates.data ?? []).map((template) => ({ value: template.id, label: template.name })),
  ];
  const recipients = preview.data?.recipientCount ?? 0;
  const problem = preview.error && isApiError(preview.error) ? preview.error.message : null;

  return (
    <form
      aria-label={editing ? "Modifier le message programmé" : "Écrire aux familles"}
      className="grid gap-6 lg:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const draft: MessageDraft = {
          activityId,
          filter,
          subject,
          body,
          sendDate: later ? sendDate : "",
          sendTime: later ? sendTime : "",
          attachmentIds: files.map((file) => file.id),
        };
        save.mutate({ id: editing?.id ?? null, draft });
      }}
    >
      <div className="space-y-4">
        {isAdmin && (
          <>
            <SelectField
              id="message-plaine"
              label="Plaine"
              options={plaineOptions}
              value={activityId}
              onChange={(e) => setActivityId(e.target.value)}
            />
            <SelectField
              id="message-template"
              label="Partir d'un modèle"
              options={templateOptions}
              value={templateId}
              disabled={!activityId || applyTemplate.isPending}
              hint="Remplace l'objet et le message par ceux du modèle, avec les informations pratiques de la plaine."
              onChange={(e) => {
                setTemplateId(e.target.value);
                if (e.target.value) applyTemplate.mutate({ id: e.target.value, activityId });
              }}
            />
          </>
        )}
        <SelectField
          id="message-filter"
          label="Destinataires"
          options={FILTER_OPTIONS}
          value={kind}
          onChange={(e) => setKind(e.target.value as MessageFilterKind)}
        />
        {kind === "day" && (
          <SelectField
            id="message-day"
            label="Jour"
            options={(audience.data?.days ?? []).map((value) => ({ value, label: formatDateFr(value) }))}
            value={filter.kind === "day" ? filter.day : ""}
            onChange={(e) => setDay(e.target.value)}
          />
        )}
        {kind === "group" && (
          <SelectField
            id="message-group"
            label="Groupe"
            options={(audience.data?.groups ?? []).map((value) => ({ value, label: value }))}
            value={filter.kind === "group" ? filter.group : ""}
            onChange={(e) => setGroup(e.target.value)}
          />
        )}
        {kind === "parents" && (
          <fieldset className="space-y-2">
            <legend className="font-medium text-ink">Parents</legend>
            {pickable.map((family) => (
              <label key={family.parentId} className="flex items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={parentIds.includes(family.parentId)}
                  onChange={(e) =>
                    setParentIds((ids) => (e.target.checked ? [...ids, family.parentId] : ids.filter((id) => id !== family.parentId)))
                  }
                />
                {family.name} <span className="text-sm text-muted">({family.children})</span>
              </label>
            ))}
          </fieldset>
        )}
        <TextField id="message-subject" label="Objet" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
        <TextArea
          id="message-body"
          label="Message"
          rows={8}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          hint={MERGE_FIELDS_HINT}
        />
        <AttachmentsField files={files} onChange={setFiles} scope={scope} />
        <fieldset className="space-y-2">
          <legend className="font-medium text-ink">Envoi</legend>
          <label className="flex items-center gap-3 text-ink">
            <input type="radio" name="message-when" className="size-5" checked={!later} onChange={() => setLater(false)} />
            Maintenant
          </label>
          <label className="flex items-center gap-3 text-ink">
            <input type="radio" name="message-when" className="size-5" checked={later} onChange={() => setLater(true)} />
            Plus tard
          </label>
        </fieldset>
        {later && (
          <div className="grid grid-cols-2 gap-4">
            <TextField
              id="message-send-date"
              label="Jour"
              type="date"
              required
              value={sendDate}
              onChange={(e) => setSendDate(e.target.value)}
            />
            <TextField
              id="message-send-time"
              label="Heure"
              type="time"
              required
              value={sendTime}
              onChange={(e) => setSendTime(e.target.value)}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending || recipients === 0 || Boolean(problem) || (later && (!sendDate || !sendTime))}>
            {later ? "Programmer" : `Envoyer à ${familiesLabel(recipients)}`}
          </Button>
          {editing && (
            <Button variant="outline" onClick={onDone}>
              Abandonner les modifications
            </Button>
          )}
        </div>
      </div>

      <section aria-labelledby="message-preview-title" className="space-y-4">
        <h3 id="message-preview-title" className="text-lg font-bold text-ink">
          Aperçu
        </h3>
        {problem ? (
          <Alert tone="warning" role="status" title="À corriger">
            {problem}
          </Alert>
        ) : (
          <p role="status" className="text-ink" data-testid="message-recipient-count">
            {activityId ? `Ce message partira vers ${familiesLabel(recipients)}.` : "Choisissez une plaine."}
          </p>
        )}
        {preview.data && preview.data.families.length > 0 && (
          <SelectField
            id="message-preview-family"
            label="Voir le message reçu par"
            options={preview.data.families.map((family) => ({ value: family.parentId, label: `${family.name} (${family.children})` }))}
            value={preview.data.copy?.parentId ?? ""}
            onChange={(e) => setPreviewParentId(e.target.value)}
          />
        )}
        {preview.data?.copy && (
          <Card>
            <CardBody className="space-y-3">
              <p className="font-semibold text-ink">{preview.data.copy.subject || "(sans objet)"}</p>
              <NewsContent content={preview.data.copy.body} articleTitle={preview.data.copy.subject} />
            </CardBody>
          </Card>
        )}
      </section>
    </form>
  );
}
