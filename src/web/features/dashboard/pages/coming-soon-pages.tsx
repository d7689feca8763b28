import { ComingSoon } from "../../../components/coming-soon.tsx";
import { BACK_TO_DASHBOARD } from "../dashboard-links.ts";

export function ChildrenPage() {
  return <ComingSoon title="Mes enfants" back={BACK_TO_DASHBOARD} />;
}

export function RegistrationsPage() {
  return <ComingSoon title="Mes inscriptions" back={BACK_TO_DASHBOARD} />;
}
