import type { BankImportReport } from "../../../../../domain/contracts/admin-bank.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { conflictLines, importReportLines, importReportTitle, refundConflictLines } from "../bank-labels.ts";

/**
 * What one file's import did, as it was said when the file was sent and when its report is
 * reopened: the counts, then each credit reported for review (known identity, other amount or
 * communication), which was neither recorded nor applied, and each debit that names a refund sent
 * by file with another amount (recorded, the refund left to pay).
 */
export function ImportReport({ fileName, report }: { fileName: string; report: BankImportReport }) {
  const conflicts = report.conflicts;
  const refundConflicts = report.refundConflicts;
  return (
    <Alert
      tone={conflicts.length > 0 || refundConflicts.length > 0 ? "warning" : "success"}
      title={`${fileName} — ${importReportTitle(report)}`}
    >
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {importReportLines(report).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {report.credits === 0 && <li>Aucun crédit dans ce relevé</li>}
      </ul>
      {conflicts.length > 0 && (
        <div className="mt-3 space-y-2">
          <p className="font-semibold">À vérifier avec la banque&nbsp;: ces crédits n'ont été ni enregistrés ni rapprochés.</p>
          <ul className="space-y-2" aria-label="Mouvements à vérifier">
            {conflicts.map((conflict, index) => {
              const lines = conflictLines(conflict);
              return (
                // A report never changes: its order is the file's.
                <li key={index} data-testid="import-conflict" className="rounded-lg border border-amber-200 bg-white p-3">
                  <p className="font-semibold break-words">{lines.payer}</p>
                  <p className="break-words">{lines.now}</p>
                  <p className="break-words text-amber-900">{lines.before}</p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {refundConflicts.length > 0 && (
        <div className="mt-3 space-y-2">
          <p className="font-semibold">
            {refundConflicts.length === 1
              ? "À vérifier avec la banque\u00a0: ce débit porte la référence d'un remboursement envoyé, mais pas son montant. Le remboursement n'a pas été marqué comme payé."
              : "À vérifier avec la banque\u00a0: ces débits portent la référence d'un remboursement envoyé, mais pas son montant. Les remboursements n'ont pas été marqués comme payés."}
          </p>
          <ul className="space-y-2" aria-label="Débits à vérifier">
            {refundConflicts.map((conflict, index) => {
              const lines = refundConflictLines(conflict);
              return (
                // A report never changes: its order is the file's.
                <li key={index} data-testid="import-refund-conflict" className="rounded-lg border border-amber-200 bg-white p-3">
                  <p className="font-semibold break-words">{lines.payee}</p>
                  <p className="break-words">{lines.facts}</p>
                  <p className="break-words text-amber-900">{lines.why}</p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Alert>
  );
}
