import { useQueryClient } from "@tanstack/react-query";
import FileUp from "lucide-react/icons/file-up";
import { useId, useState } from "react";
import type { BankImportReport } from "../../../../../domain/contracts/admin-bank.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { cn } from "../../../../lib/cn.ts";
import { useFileDrop } from "../../../../lib/use-file-drop.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { importStatement } from "../api/bank.ts";
import { ImportReport } from "./import-report.tsx";

type FileState =
  | { key: string; name: string; state: "sending" }
  | { key: string; name: string; state: "done"; report: BankImportReport }
  | { key: string; name: string; state: "refused"; message: string };

const IMPORT_FAILED = "Le relevé n'a pas pu être importé";

/** One file's line: being sent, refused with the server's reason, or what its import did. */
function UploadedFile({ file }: { file: FileState }) {
  return file.state === "sending" ? (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 text-ink">
      <Spinner className="size-5" />
      <span className="break-all">{file.name}&nbsp;: import en cours…</span>
    </div>
  ) : file.state === "refused" ? (
    <Alert tone="error" title={file.name}>
      {file.message}
    </Alert>
  ) : (
    <ImportReport fileName={file.name} report={file.report} />
  );
}

/**
 * Drop (or pick) one or more statement files: each is sent on its own, one after the other, and
 * gets its own report or the server's French reason for refusing it.
 */
export function StatementUpload() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<FileState[]>([]);
  const { dragging, dropHandlers } = useFileDrop((dropped) => {
    if (dropped.length > 0) void send(dropped);
  });

  async function send(list: File[]) {
    const stamp = Date.now();
    const entries = list.map((file, index) => ({ key: `${stamp}-${index}`, name: file.name, state: "sending" as const }));
    setFiles((current) => [...entries, ...current]);
    for (const [index, file] of list.entries()) {
      const key = entries[index].key;
      let next: FileState;
      try {
        next = { key, name: file.name, state: "done", report: await importStatement(file) };
      } catch (error) {
        next = { key, name: file.name, state: "refused", message: isApiError(error) ? error.message : IMPORT_FAILED };
      }
      setFiles((current) => current.map((entry) => (entry.key === key ? next : entry)));
    }
    // Payments, the dashboard and the lists below changed.
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  }

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        {...dropHandlers}
        className={cn(
          "flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          "focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2",
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50 hover:border-brand-500 hover:bg-brand-50/50",
        )}
      >
        <FileUp aria-hidden="true" className="size-10 text-brand-700" />
        <span className="text-lg font-semibold text-ink">Déposez vos relevés ici ou cliquez pour les choisir</span>
        <span className="max-w-prose text-sm text-muted">
          Fichiers CODA (.cod, .txt) ou CAMT.053 (.xml) exportés de la banque, plusieurs à la fois, 5 Mo au plus chacun. Un relevé déjà
          importé ne change rien.
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".cod,.coda,.txt,.xml,text/plain,application/xml,text/xml"
          className="sr-only"
          data-testid="statement-input"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = "";
            if (picked.length > 0) void send(picked);
          }}
        />
      </label>

      {files.length > 0 && (
        <ul className="space-y-3" aria-label="Relevés importés" aria-live="polite">
          {files.map((file) => (
            <li key={file.key} data-testid="import-report">
              <UploadedFile file={file} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
