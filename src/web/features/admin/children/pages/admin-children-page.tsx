import { ComingSoon } from "../../../../components/coming-soon.tsx";
import { BACK_TO_ADMIN } from "../../admin-links.ts";

export function AdminChildrenPage() {
  return <ComingSoon title="Enfants" back={BACK_TO_ADMIN} />;
}
