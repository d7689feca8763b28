import { ComingSoon } from "../../../../components/coming-soon.tsx";
import { BACK_TO_ADMIN } from "../../admin-links.ts";

export function AdminRegistrationsPage() {
  return <ComingSoon title="Inscriptions" back={BACK_TO_ADMIN} />;
}
