import FileText from "lucide-react/icons/file-text";
import Paperclip from "lucide-react/icons/paperclip";
import { type ChangeEvent, useState } from "react";
import type { MessageAttachmentView } from "../../../../../domain/contracts/admin-messages.ts";
import {
  ATTACHMENT_SIGNATURE_LENGTH,
  ATTACHMENT_TOO_MANY,
  formatFileSize,
  MESSAGE_ATTACHMENT_MAX_COUNT,
  MESSAGE_ATTACHMENT_TYPES,
  messageAttachmentError,
} from "../../../../../domain/family-messages.ts";
import { isApiError } from "../../../../lib/api-client.ts";
import { cn } from "../../../../lib/cn.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ADMIN_MESSAGES, attachmentUrl, type MessageScope, useUploadMessageAttachment } from "../api/messages.ts";

const NOT_ADDED = "La pièce jointe n'a pas été ajoutée\u00a0: réessayez.";

/** A file's name, a link that opens it again. */
function FileLink({ file, url }: { file: MessageAttachmentView; url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="min-w-0 flex-1 text-sm font-medium text-brand-800 underline [overflow-wrap:anywhere]"
    >
      {file.fileName}
    </a>
  );
}

/**
 * 'Pièces jointes': up to three PDF or image files of 5 MB each, checked here as the server checks
 * them (their first bytes, their size), sent as soon as they are chosen; each can be opened again
 * and removed until the message is sent. The message takes them when it is saved.
 */
export function AttachmentsField({
  files,
  onChange,
  scope = ADMIN_MESSAGES,
}: {
  files: MessageAttachmentView[];
  onChange: (files: MessageAttachmentView[]) => void;
  scope?: MessageScope;
}) {
  const upload = useUploadMessageAttachment(scope);
  const [problem, setProblem] = useState<string | null>(null);
  const full = files.length >= MESSAGE_ATTACHMENT_MAX_COUNT;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (full) return setProblem(ATTACHMENT_TOO_MANY);
    const head = new Uint8Array(await file.slice(0, ATTACHMENT_SIGNATURE_LENGTH).arrayBuffer());
    const refused = messageAttachmentError(head, file.size);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (sent) => onChange([...files, sent]),
      onError: (failure) => setProblem(isApiError(failure) ? failure.message : NOT_ADDED),
    });
  }

  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-ink">Pièces jointes</legend>
      {files.length > 0 && (
        <ul className="space-y-2" aria-label="Pièces jointes du message">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 px-3 py-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <FileLink file={file} url={attachmentUrl(scope, file.id)} />
              <span className="text-sm text-muted">{formatFileSize(file.sizeBytes)}</span>
              <Button variant="outline" size="sm" onClick={() => onChange(files.filter((kept) => kept.id !== file.id))}>
                Retirer<span className="sr-only"> {file.fileName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor="message-attachment"
        className={cn(
          "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800",
          "hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
          (full || upload.isPending) && "cursor-not-allowed opacity-60",
        )}
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {upload.isPending ? "Envoi en cours..." : "Joindre un fichier"}
        <input
          id="message-attachment"
          type="file"
          accept={MESSAGE_ATTACHMENT_TYPES.join(",")}
          className="sr-only"
          disabled={full || upload.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`message-attachment-hint${problem ? " message-attachment-error" : ""}`}
          onChange={(event) => void choose(event)}
        />
      </label>
      <p id="message-attachment-hint" className="text-sm text-muted">
        PDF, PNG, JPEG ou WebP, 5&nbsp;Mo au maximum, {MESSAGE_ATTACHMENT_MAX_COUNT} fichiers au plus. Ils partent avec chaque e-mail et
        restent dans «&nbsp;Messages&nbsp;» de l'espace des familles.
      </p>
      {problem && (
        <p id="message-attachment-error" role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
