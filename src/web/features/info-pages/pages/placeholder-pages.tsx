import { ComingSoon } from "../../../components/coming-soon.tsx";

export function AboutPage() {
  return <ComingSoon title="À propos" />;
}

export function PrivacyPage() {
  return <ComingSoon title="Politique de confidentialité" />;
}

export function TermsPage() {
  return <ComingSoon title="Conditions générales" />;
}
