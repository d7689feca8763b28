import { UnderConstruction } from "../components/under-construction.tsx";

export function AboutPage() {
  return <UnderConstruction title="À propos" />;
}

export function PrivacyPage() {
  return <UnderConstruction title="Politique de confidentialité" />;
}

export function TermsPage() {
  return <UnderConstruction title="Conditions générales" />;
}
