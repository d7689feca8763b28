import { ComingSoon } from "../../../components/coming-soon.tsx";
import { BACK_TO_DASHBOARD } from "../../dashboard/dashboard-links.ts";

export function RegisterPage() {
  return <ComingSoon title="Inscription" back={BACK_TO_DASHBOARD} />;
}
