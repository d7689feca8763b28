import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { paths } from "../../../../../domain/paths.ts";
import { SettingsSection } from "../../shared/components/settings-section.tsx";
import { bankMovementsQueryOptions } from "../api/bank.ts";
import { UnmatchedMovements } from "../components/movement-lists.tsx";
import { RefundsToMake } from "../components/refunds-to-make.tsx";
import { StatementImports } from "../components/statement-imports.tsx";
import { StatementUpload } from "../components/statement-upload.tsx";

const TITLE = "Relevés bancaires";
const LOAD_ERROR = "Impossible de charger les virements à traiter";

/**
 * /admin/payments/import: the bank's statements dropped here pay the transfers they name; what
 * could not be matched, and what must be given back, waits below for the treasurer; the files
 * imported so far are listed last, each with its report.
 */
export function PaymentImportPage() {
  usePageTitle(TITLE);
  const [page, setPage] = useState(1);
  const movements = useQuery(bankMovementsQueryOptions(page));
  const lists = movements.isPending ? (
    <Skeleton className="h-32 w-full" />
  ) : movements.error ? (
    <Alert tone="error" title={LOAD_ERROR}>
      {isApiError(movements.error) ? movements.error.message : null}
    </Alert>
  ) : null;

  return (
    <SubPage
      back={{ to: paths.adminRegistrations, label: "Retour aux inscriptions" }}
      title={TITLE}
      subtitle="Importez les relevés CODA ou CAMT.053 de la banque&nbsp;: chaque virement est rapproché de son inscription par la communication structurée."
    >
      <div className="space-y-6">
        <SettingsSection id="import-title" title="Importer des relevés">
          <StatementUpload />
        </SettingsSection>
        <SettingsSection
          id="unmatched-title"
          title={`Virements non rapprochés${movements.data ? ` (${movements.data.unmatchedCount})` : ""}`}
        >
          {lists ?? <UnmatchedMovements list={movements.data!} onPage={setPage} />}
        </SettingsSection>
        <SettingsSection
          id="refunds-title"
          title={`Trop-perçus à rembourser${movements.data ? ` (${movements.data.toRefund.length})` : ""}`}
        >
          {lists ?? <RefundsToMake />}
        </SettingsSection>
        <SettingsSection id="imports-title" title="Relevés déjà importés">
          <StatementImports />
        </SettingsSection>
      </div>
    </SubPage>
  );
}
