import { ComingSoon } from "../../../components/coming-soon.tsx";
import { BACK_TO_DASHBOARD } from "../../dashboard/dashboard-links.ts";

export function BankTransferSuccessPage() {
  return <ComingSoon title="Inscription enregistrée" back={BACK_TO_DASHBOARD} />;
}
