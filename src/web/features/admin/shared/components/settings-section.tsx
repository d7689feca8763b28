import type { ReactNode } from "react";
import { AdminPanel } from "./admin-panel.tsx";

/**
 * One titled block of the settings page; the title names the region for screen readers, and a link
 * to it (`#id`) stops it below the sticky header.
 */
export function SettingsSection({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <AdminPanel id={id} title={title} actions={actions} titleClassName="scroll-mt-28 text-xl">
      {children}
    </AdminPanel>
  );
}
