import { ComingSoon } from "../../../components/coming-soon.tsx";
import { BACK_TO_ADMIN } from "../admin-links.ts";

export function AdminActivitiesPage() {
  return <ComingSoon title="Plaines" back={BACK_TO_ADMIN} />;
}

export function AdminNewsPage() {
  return <ComingSoon title="Actualités" back={BACK_TO_ADMIN} />;
}

export function AdminRegistrationsPage() {
  return <ComingSoon title="Inscriptions" back={BACK_TO_ADMIN} />;
}

export function AdminChildrenPage() {
  return <ComingSoon title="Enfants" back={BACK_TO_ADMIN} />;
}
