import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { type Child, CHILD_TEXT_LIMITS } from "../../../../domain/child.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { hasMedicalInfo, MEDICAL_CONSENT_LABEL, MEDICAL_CONSENT_TEXT, MEDICAL_FIELDS } from "../../../../domain/medical-consent.ts";
import { FormCheckbox } from "../../../components/form/form-checkbox.tsx";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ChildHealthFields } from "./child-health-fields.tsx";
import { ChildNoteField } from "./child-note-field.tsx";

interface ChildMedicalFieldsProps {
  child: Child | null;
  saving: boolean;
  /** Withdraws the medical consent (edit only, while one stands or medical fields are kept). */
  onWithdrawConsent?: () => void;
}

/** The consent's text and box, shown once a medical field holds something. */
function MedicalConsent({ child }: { child: Child | null }) {
  return (
    <section aria-labelledby="child-consent-title" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 id="child-consent-title" className="font-bold text-ink">
        Consentement pour les informations médicales
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
        {MEDICAL_CONSENT_TEXT.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {child?.medicalConsent && (
        <p className="text-sm text-muted">
          Consentement donné le {formatDateFr(child.medicalConsent.givenAt.slice(0, 10))}
          {child.medicalConsent.current ? "." : " à une version précédente de ce texte."}
        </p>
      )}
      <FormCheckbox id="child-medical-consent" name="medicalConsent" label={MEDICAL_CONSENT_LABEL} />
    </section>
  );
}

interface WithdrawConsentProps {
  saving: boolean;
  /** The first tap was made: the warning and the button that erases are shown. */
  confirming: boolean;
  onConfirm: () => void;
  onWithdraw: () => void;
}

/** Two steps: the erasure cannot be undone, so the first tap only says what the second does. */
function WithdrawConsent({ saving, confirming, onConfirm, onWithdraw }: WithdrawConsentProps) {
  return (
    <div className="space-y-2">
      {confirming ? (
        <>
          <p role="alert" className="text-sm font-medium text-red-700">
            Les allergies, problèmes de santé, médicaments et le médecin de cet enfant seront effacés définitivement.
          </p>
          <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" disabled={saving} onClick={onWithdraw}>
            Confirmer le retrait et effacer
          </Button>
        </>
      ) : (
        <Button variant="ghost" className="text-red-700" disabled={saving} onClick={onConfirm}>
          Retirer mon consentement
        </Button>
      )}
    </div>
  );
}

/** The optional medical information, its consent, and the way to withdraw it. */
export function ChildMedicalFields({ child, saving, onWithdrawConsent }: ChildMedicalFieldsProps) {
  const { control } = useFormContext();
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  // useWatch re-renders on every keystroke of these fields: the consent appears as soon as one is typed.
  const medicalValues = useWatch({ control, name: [...MEDICAL_FIELDS] });
  const medicalTyped = medicalValues.some((value) => typeof value === "string" && value.trim() !== "");

  return (
    <fieldset className="space-y-4" aria-describedby="child-medical-hint">
      <legend className="mb-1 text-lg font-bold text-ink">Informations médicales</legend>
      <p id="child-medical-hint" className="text-sm text-muted">
        Facultatives. Elles permettent à l'équipe d'animation de prendre soin de votre enfant pendant la plaine.
      </p>
      <ChildNoteField name="allergies" label="Allergies" placeholder="Ex.&nbsp;: arachides, piqûres de guêpe" />
      <ChildNoteField name="medicalConditions" label="Problèmes de santé" placeholder="Ex.&nbsp;: asthme, diabète" />
      <ChildNoteField name="medications" label="Médicaments" hint="Le nom, la dose et le moment de la prise." />
      <FormTextField
        id="child-doctor-contact"
        name="doctorContact"
        label="Médecin traitant"
        autoComplete="off"
        maxLength={CHILD_TEXT_LIMITS.doctorContact}
        placeholder="Ex.&nbsp;: Dr Martin, 081 22 33 44"
      />
      <ChildNoteField
        name="additionalInfo"
        label="Informations complémentaires"
        rows={3}
        hint="Tout ce qui aide l'équipe&nbsp;: peurs, habitudes de sieste..."
      />
      <ChildHealthFields />
      {medicalTyped && <MedicalConsent child={child} />}
      {onWithdrawConsent && (child?.medicalConsent || (child && hasMedicalInfo(child))) && (
        <WithdrawConsent
          saving={saving}
          confirming={confirmingWithdrawal}
          onConfirm={() => setConfirmingWithdrawal(true)}
          onWithdraw={onWithdrawConsent}
        />
      )}
    </fieldset>
  );
}
