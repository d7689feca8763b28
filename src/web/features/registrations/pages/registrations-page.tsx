import { ComingSoon } from "../../../components/coming-soon.tsx";
import { BACK_TO_DASHBOARD } from "../../dashboard/dashboard-links.ts";

export function RegistrationsPage() {
  return <ComingSoon title="Mes inscriptions" back={BACK_TO_DASHBOARD} />;
}
