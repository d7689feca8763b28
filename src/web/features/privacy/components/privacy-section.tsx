import type { ReactNode } from "react";
import { TitledSection } from "../../../components/ui/titled-section.tsx";

/** One block of the privacy page: its title above it, and the section named by that title. */
export function PrivacySection({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={titleId} title={title} className="space-y-4" titleClassName="text-xl font-bold text-ink">
      {children}
    </TitledSection>
  );
}
