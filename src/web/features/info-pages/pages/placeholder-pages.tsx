import { ComingSoon } from "../../../components/coming-soon.tsx";

export function AboutPage() {
  return <ComingSoon title="À propos" />;
}
