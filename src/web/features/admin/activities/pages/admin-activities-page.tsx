import { ComingSoon } from "../../../../components/coming-soon.tsx";
import { BACK_TO_ADMIN } from "../../admin-links.ts";

export function AdminActivitiesPage() {
  return <ComingSoon title="Plaines" back={BACK_TO_ADMIN} />;
}
