import { formatCompanyNumber } from "../../../../../domain/company-number.ts";
import type { OrganiserView } from "../../../../../domain/contracts/certificates.ts";
import { organiserSchema, type OrganiserInput } from "../../../../../domain/contracts/certificates-input.ts";
import { DEFAULT_VAT_MENTION, VAT_MENTION_MAX } from "../../../../../domain/invoices.ts";
import { FormTextArea } from "../../../../components/form/form-text-field.tsx";
import { CERTIFICATION_CODES, CERTIFICATION_LABELS, type OrganiserDetails } from "../../../../../domain/organiser.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormCheckbox } from "../../../../components/form/form-checkbox.tsx";
import { addressFields, FormFields, type FormFieldSpec } from "../../../../components/form/form-fields.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { useSaveSettings } from "../../shared/api/use-save-settings.ts";
import { saveOrganiser } from "../api/certificate-settings.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";

const SAVED = "Coordonnées de l'organisateur enregistrées";
const SAVE_ERROR = "Les coordonnées n'ont pas été enregistrées";
const CERTIFICATION_OPTIONS = CERTIFICATION_CODES.map((code) => ({ value: code, label: CERTIFICATION_LABELS[code] }));

/** The organiser's fields, as the certificates print them. */
const FIELDS: FormFieldSpec[] = [
  { id: "organiser-legal-name", name: "legalName", label: "Dénomination de l'association", autoComplete: "organization" },
  {
    kind: "numeric",
    id: "organiser-company-number",
    name: "companyNumber",
    label: "Numéro d'entreprise (BCE)",
    hint: "Par ex. 0123.456.749",
  },
  ...addressFields("organiser"),
  {
    kind: "select",
    id: "organiser-certification",
    name: "certificationCode",
    label: "Reconnaissance (cadre I de l'attestation 281.86)",
    options: CERTIFICATION_OPTIONS,
    className: "sm:col-span-2",
  },
  { id: "organiser-body", name: "certifyingBody", label: "Organisme qui reconnaît l'association", autoComplete: "off" },
  {
    id: "organiser-body-street",
    name: "certifyingBodyStreet",
    label: "Adresse de l'organisme (rue et numéro)",
    autoComplete: "off",
    className: "sm:col-span-2",
  },
  { kind: "numeric", id: "organiser-body-postal-code", name: "certifyingBodyPostalCode", label: "Code postal de l'organisme" },
  { id: "organiser-body-city", name: "certifyingBodyCity", label: "Commune de l'organisme", autoComplete: "off" },
  {
    kind: "numeric",
    id: "organiser-body-company-number",
    name: "certifyingBodyCompanyNumber",
    label: "Numéro d'entreprise (BCE) de l'organisme",
    hint: "Facultatif",
  },
  { id: "organiser-recognition", name: "recognitionNumber", label: "Numéro d'agrément ou de reconnaissance", autoComplete: "off" },
  { id: "organiser-signatory", name: "signatoryName", label: "Nom du signataire", autoComplete: "name" },
  {
    id: "organiser-signatory-role",
    name: "signatoryRole",
    label: "Qualité du signataire",
    hint: "Par ex. Trésorière",
    autoComplete: "organization-title",
  },
];

function asText(organiser: OrganiserDetails): OrganiserInput {
  return {
    ...organiser,
    companyNumber: organiser.companyNumber ? formatCompanyNumber(organiser.companyNumber) : "",
    certifyingBodyCompanyNumber: organiser.certifyingBodyCompanyNumber ? formatCompanyNumber(organiser.certifyingBodyCompanyNumber) : "",
    recognitionNumber: organiser.recognitionNumber ?? "",
    thirdPartySharesCertified: organiser.thirdPartySharesCertified ?? false,
    vatMention: organiser.vatMention ?? DEFAULT_VAT_MENTION,
  };
}

/** Who issues the certificates: printed on every tax and mutualité certificate. */
export function OrganiserForm({ view }: { view: OrganiserView }) {
  const form = useZodForm(organiserSchema, { defaultValues: asText(view.organiser) });
  const save = useSaveSettings({
    form,
    save: saveOrganiser,
    queryKey: adminKeys.certificateOrganiser(),
    toForm: (saved: OrganiserView) => asText(saved.organiser),
    savedMessage: SAVED,
    failedMessage: SAVE_ERROR,
  });

  return (
    <Form form={form} onSubmit={(details) => save.mutate(details)} aria-label="Organisateur des attestations" className="space-y-4">
      {view.missing.length > 0 && (
        <Alert tone="warning" title="Les attestations ne peuvent pas encore être établies">
          Il manque {view.missing.join(", ")}.
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields fields={FIELDS} />
      </div>
      {/* UNCONFIRMED wording (decision 0057): the organiser's accountant says it. */}
      <FormTextArea
        id="organiser-vat-mention"
        name="vatMention"
        label="Mention TVA des factures et notes de crédit"
        hint={"À faire confirmer par votre comptable. Vide\u00a0: la mention par défaut."}
        rows={2}
        maxLength={VAT_MENTION_MAX}
      />
      <div className="space-y-1">
        <FormCheckbox
          id="organiser-third-party-shares"
          name="thirdPartySharesCertified"
          label="Ce que paie un organisme (CPAS, employeur, chèque sport…) figure sur l'attestation des parents"
        />
        <p className="pl-8 text-sm text-muted">
          L'administration fiscale ne l'a pas confirmé&nbsp;: laissez la case décochée, l'attestation ne compte alors que ce que la famille
          a payé.
        </p>
      </div>
      <SaveSettingsButton pending={save.isPending} label="Enregistrer l'organisateur" />
    </Form>
  );
}
