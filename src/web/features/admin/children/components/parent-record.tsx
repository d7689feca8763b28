import type { ReactNode } from "react";
import type { AdminParentRecord } from "../../../../../domain/contracts/privacy.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { ParentErasure } from "./parent-erasure.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function registrationsLabel({ total, upcoming }: AdminParentRecord["registrations"]): string {
  if (total === 0) return "Aucune";
  const all = total === 1 ? "1 inscription" : `${total} inscriptions`;
  return upcoming === 0 ? all : `${all}, dont ${upcoming} pour une plaine à venir`;
}

/**
 * What an administrator checks before acting on a parent's request by e-mail: the account, its
 * children (their sheets open from here), what it holds; then the erasure, which the server refuses
 * while a plaine to come holds a registration.
 */
export function ParentRecord({
  record,
  onOpenChild,
  onErased,
}: {
  record: AdminParentRecord;
  onOpenChild: (childId: string) => void;
  onErased: () => void;
}) {
  return (
    <section aria-labelledby="parent-record-title" data-testid="parent-record" className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 id="parent-record-title" className="text-base font-bold text-ink">
        {record.name}
      </h3>
      <dl className="space-y-2">
        <Row label="E-mail">
          <span className="break-all">{record.email}</span>
        </Row>
        <Row label="Téléphone">{record.phone ?? <span className="text-muted">Non renseigné</span>}</Row>
        <Row label="Compte créé le">{formatDateTimeFr(record.createdAt)}</Row>
        <Row label="Dernière connexion">
          {record.lastSignInAt ? formatDateTimeFr(record.lastSignInAt) : <span className="text-muted">Aucune récente</span>}
        </Row>
        <Row label="Enfants">
          {record.children.length === 0 ? (
            "Aucun"
          ) : (
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {record.children.map((child) => (
                <li key={child.id}>
                  <button
                    type="button"
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                    onClick={() => onOpenChild(child.id)}
                  >
                    {child.firstName} {child.lastName}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label="Inscriptions">{registrationsLabel(record.registrations)}</Row>
        <Row label="Paiements">{record.payments === 0 ? "Aucun" : record.payments}</Row>
      </dl>
      {record.isAdmin ? (
        <p className="text-sm text-muted">Compte administrateur&nbsp;: il ne peut pas être supprimé depuis cette page.</p>
      ) : (
        <ParentErasure parentId={record.id} parentName={record.name} onErased={onErased} />
      )}
    </section>
  );
}
