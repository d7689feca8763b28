import { ComingSoon } from "../../../../components/coming-soon.tsx";
import { BACK_TO_ADMIN } from "../../admin-links.ts";

export function AdminNewsPage() {
  return <ComingSoon title="Actualités" back={BACK_TO_ADMIN} />;
}
