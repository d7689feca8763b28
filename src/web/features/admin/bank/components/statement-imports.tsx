import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { BankStatementImportSummary } from "../../../../../domain/contracts/admin-bank.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { QueryView } from "../../../../components/query-view.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { CardTable } from "../../shared/components/card-table.tsx";
import { statementImportQueryOptions, statementImportsQueryOptions } from "../api/bank.ts";
import { movementsLabel } from "../bank-labels.ts";
import { ImportReport } from "./import-report.tsx";
import { Pager } from "./pager.tsx";

const col = dataTableColumns<BankStatementImportSummary>();

const fileNameOf = (summary: BankStatementImportSummary) => summary.fileName || "Relevé sans nom";

function importColumns(reopen: (summary: BankStatementImportSummary) => void) {
  return col.columns([
    // Sorted on the ISO instant (sorts as text), shown in Brussels' time.
    col.accessor("importedAt", {
      header: "Importé le",
      cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTimeFr(getValue())}</time>,
    }),
    col.accessor(fileNameOf, {
      id: "file",
      header: "Fichier",
      cell: ({ row }) => (
        <span className="break-all">
          {fileNameOf(row.original)}
          <span className="block text-xs text-muted">{row.original.format === "coda" ? "CODA" : "CAMT.053"}</span>
        </span>
      ),
    }),
    col.accessor("account", {
      header: "Compte",
      cell: ({ getValue }) => <span className="font-mono text-sm whitespace-nowrap">{getValue()}</span>,
    }),
    col.accessor("movements", {
      header: "Mouvements",
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 md:justify-start">
          <span className="whitespace-nowrap">{movementsLabel(row.original.movements, row.original.credits)}</span>
          {row.original.conflicts > 0 && <Badge tone="warning">{row.original.conflicts} à vérifier</Badge>}
        </span>
      ),
    }),
    col.accessor((summary) => summary.importedBy ?? "", {
      id: "importedBy",
      header: "Importé par",
      cell: ({ row }) => <span className="break-words">{row.original.importedBy ?? "Compte supprimé"}</span>,
    }),
    col.display({
      id: "actions",
      header: "Rapport",
      cell: ({ row }) => (
        <span className="flex flex-1 justify-end">
          <Button size="sm" variant="outline" onClick={() => reopen(row.original)}>
            Voir le rapport
          </Button>
        </span>
      ),
      meta: { align: "end", cellClassName: "max-md:mt-2 max-md:border-t max-md:border-slate-100 max-md:pt-3 max-md:before:hidden" },
    }),
  ]);
}

/** One import's report, as it was given when its file was sent. */
function ReportDialog({ summary, onClose }: { summary: BankStatementImportSummary | null; onClose: () => void }) {
  const report = useQuery({ ...statementImportQueryOptions(summary?.id ?? ""), enabled: summary !== null });
  return (
    <Dialog
      open={summary !== null}
      onClose={onClose}
      title="Rapport d'import"
      description={
        summary ? `Importé le ${formatDateTimeFr(summary.importedAt)} par ${summary.importedBy ?? "un compte supprimé"}` : undefined
      }
      className="max-w-2xl"
    >
      {summary && (
        <QueryView query={report} loading={<Skeleton className="h-24 w-full" />} errorTitle="Impossible de charger le rapport">
          {(data) => <ImportReport fileName={fileNameOf(data.import)} report={data.report} />}
        </QueryView>
      )}
    </Dialog>
  );
}

/** The statements imported so far, newest first: when, which file and account, how many movements, who; each report reopened. */
export function StatementImports() {
  const [page, setPage] = useState(1);
  const [reopened, setReopened] = useState<BankStatementImportSummary | null>(null);
  const imports = useQuery(statementImportsQueryOptions(page));
  const columns = useMemo(() => importColumns(setReopened), []);
  return (
    <>
      <QueryView
        query={imports}
        loading={<Skeleton className="h-32 w-full" />}
        errorTitle="Impossible de charger les relevés importés"
        isEmpty={(data) => data.total === 0}
        empty={<p className="text-muted">Aucun relevé importé pour l'instant.</p>}
      >
        {(data) => (
          <div className="space-y-4">
            <CardTable
              data={data.imports}
              columns={columns}
              label="Relevés importés"
              emptyMessage="Aucun relevé sur cette page."
              searchPlaceholder={false}
              rowTestId="statement-import"
              tableClassName="md:min-w-[48rem]"
            />
            <Pager
              label="Pages des relevés importés"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              noun={["relevé importé", "relevés importés"]}
              onPage={setPage}
              testId="imports-page"
            />
          </div>
        )}
      </QueryView>
      <ReportDialog summary={reopened} onClose={() => setReopened(null)} />
    </>
  );
}
