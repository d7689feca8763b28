import { ComingSoon } from "../../../components/coming-soon.tsx";
import { BACK_TO_DASHBOARD } from "../../dashboard/dashboard-links.ts";

export function ChildrenPage() {
  return <ComingSoon title="Mes enfants" back={BACK_TO_DASHBOARD} />;
}
