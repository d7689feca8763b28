import { useQueryClient } from "@tanstack/react-query";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleSlash from "lucide-react/icons/circle-slash";
import {
  ABOUT_MAX_LENGTH,
  ABOUT_MAX_LENGTH_TEXT,
  ONE_RECOGNITION_MAX_LENGTH,
  type PaymentReadiness,
} from "../../../../../domain/association.ts";
import type { AssociationSettingsView } from "../../../../../domain/contracts/association.ts";
import { type AssociationInput, associationSchema } from "../../../../../domain/contracts/association-input.ts";
import { DEFAULT_MESSAGES_PER_MINUTE, MESSAGES_PER_MINUTE_MAX } from "../../../../../domain/association.ts";
import { formatIban } from "../../../../../domain/iban.ts";
import { LOGO_MIME_TYPES, logoUploadError } from "../../../../../domain/image.ts";
import { formatPhone } from "../../../../../domain/phone.ts";
import { ONE_NORMS, VGC_NORMS } from "../../../../../domain/plaine/staffing-norms.ts";
import { Form } from "../../../../components/form/form.tsx";
import { addressFields, FormFields, type FormFieldSpec } from "../../../../components/form/form-fields.tsx";
import { FormSelectField } from "../../../../components/form/form-select-field.tsx";
import { FormNumericField, FormTextArea, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { type ImageRules, ImageUploadField } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { useSaveSettings } from "../../shared/api/use-save-settings.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";
import { keepAssociationView, saveAssociation, useLogoUpload, useRemoveLogo } from "../api/association.ts";

const SAVED = "Identité et compte de l'association enregistrés";
const SAVE_ERROR = "L'identité de l'association n'a pas été enregistrée";

/** The association's logo: no SVG nor GIF, 1 MB at most, shown small (decision 0043). */
const LOGO_RULES: ImageRules = {
  accept: LOGO_MIME_TYPES,
  check: logoUploadError,
  hint: "PNG, JPEG ou WebP (pas de SVG), 1 Mo maximum. Affiché sur 48 pixels de haut au plus.",
  previewClassName: "h-12 w-auto max-w-60 object-contain p-1",
};

/** Who the association is and how to reach it. */
const IDENTITY_FIELDS: FormFieldSpec[] = [
  { id: "association-name", name: "name", label: "Nom de l'association", autoComplete: "organization", className: "sm:col-span-2" },
  { id: "association-email", name: "email", label: "E-mail de contact", type: "email", autoComplete: "email" },
  {
    id: "association-phone",
    name: "phone",
    label: "Téléphone de contact",
    type: "tel",
    autoComplete: "tel",
    hint: "Facultatif. Par ex. 02 123 45 67",
  },
  ...addressFields("association"),
  {
    id: "association-social",
    name: "socialUrl",
    label: "Page sur un réseau social",
    type: "url",
    autoComplete: "url",
    hint: "Facultatif. L'adresse complète, par ex. https://www.facebook.com/…",
    className: "sm:col-span-2",
  },
];

/** The account the transfers are paid into. */
const BANK_FIELDS: FormFieldSpec[] = [
  {
    id: "association-iban",
    name: "iban",
    label: "IBAN",
    autoComplete: "off",
    hint: "Pour un compte belge\u00a0: BE suivi de 14 chiffres",
    className: "sm:col-span-2",
  },
  { id: "association-bic", name: "bic", label: "BIC", autoComplete: "off", hint: "Par ex. GEBABEBB" },
  {
    id: "association-beneficiary",
    name: "beneficiary",
    label: "Bénéficiaire",
    autoComplete: "off",
    hint: "Le titulaire du compte, tel que la banque le connaît",
  },
];

function asText({ identity, bank }: AssociationSettingsView): AssociationInput {
  return {
    name: identity.name,
    email: identity.email,
    phone: identity.phone ? formatPhone(identity.phone) : "",
    street: identity.street,
    postalCode: identity.postalCode,
    city: identity.city,
    socialUrl: identity.socialUrl ?? "",
    about: identity.about ?? "",
    oneRecognition: identity.oneRecognition ?? "",
    staffingNorms: identity.staffingNorms,
    messagesPerMinute: String(identity.messagesPerMinute),
    iban: bank ? formatIban(bank.iban) : "",
    bic: bank?.bic ?? "",
    beneficiary: bank?.beneficiary ?? "",
  };
}

/** What 'À propos' says of the association beyond its contact: its own words and its recognition by the ONE. */
function PresentationFields() {
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold text-ink">Présentation (page «&nbsp;À propos&nbsp;»)</legend>
      <FormTextArea
        id="association-about"
        name="about"
        label="Qui est l'association"
        rows={6}
        maxLength={ABOUT_MAX_LENGTH}
        hint={`Facultatif. Son histoire, son projet, son équipe\u00a0: ce que les familles liront sur la page «\u00a0À propos\u00a0». Laissez une ligne vide entre deux paragraphes (${ABOUT_MAX_LENGTH_TEXT} caractères au maximum).`}
      />
      <FormTextField
        id="association-one-recognition"
        name="oneRecognition"
        label="Reconnaissance par l'ONE"
        autoComplete="off"
        maxLength={ONE_RECOGNITION_MAX_LENGTH}
        hint={
          "Facultatif. Par ex. Centre de vacances agréé par l'ONE. Affichée sur la page «\u00a0À propos\u00a0» seulement si elle est indiquée."
        }
      />
    </fieldset>
  );
}

const STAFFING_NORMS_OPTIONS = [ONE_NORMS, VGC_NORMS].map((norms) => ({ value: norms.id, label: norms.label }));

/** The staffing norms the check-in compares each day's animateurs with (decision 0059). */
function StaffingNormsField() {
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold text-ink">Encadrement des plaines</legend>
      <FormSelectField
        id="association-staffing-norms"
        name="staffingNorms"
        label="Normes d'encadrement"
        options={STAFFING_NORMS_OPTIONS}
        hint={`ONE\u00a0: ${ONE_NORMS.rule}. VGC\u00a0: ${VGC_NORMS.rule}. L'écran des présences compare chaque jour le nombre d'animateurs à ces normes.`}
      />
    </fieldset>
  );
}

/** How fast the outbox sends a message to families (decision 0061): a mail provider's limit, or the association's own. */
function MessagesRateField() {
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold text-ink">Envoi des messages aux familles</legend>
      <FormNumericField
        id="association-messages-per-minute"
        name="messagesPerMinute"
        label="E-mails par minute au maximum"
        hint={`Un message à beaucoup de familles part par paquets de ce nombre chaque minute, quel que soit le nombre de serveurs. Les autres e-mails du site ne sont pas retenus. De 1 à ${MESSAGES_PER_MINUTE_MAX}\u00a0; ${DEFAULT_MESSAGES_PER_MINUTE} par défaut.`}
      />
    </fieldset>
  );
}

/** One way of paying: offered to parents, or why not. */
function PaymentWay({ label, available, reason }: { label: string; available: boolean; reason: string | null }) {
  const Icon = available ? CircleCheck : CircleSlash;
  return (
    <li className="flex items-start gap-2">
      <Icon
        aria-hidden="true"
        className={available ? "mt-0.5 size-4 shrink-0 text-emerald-700" : "mt-0.5 size-4 shrink-0 text-amber-700"}
      />
      <span>
        <strong className="text-ink">{label}&nbsp;:</strong> {available ? "proposé aux parents" : reason}
      </span>
    </li>
  );
}

/** Which ways of paying the registration form offers because of these settings (and the server's). */
function PaymentReadinessList({ readiness }: { readiness: PaymentReadiness }) {
  return (
    <div className="space-y-2">
      {!readiness.open && <Alert tone="warning">{readiness.reason}</Alert>}
      <ul className="space-y-1 text-sm text-muted" aria-label="Moyens de paiement proposés">
        <PaymentWay label="Virement" {...readiness.transfer} />
        <PaymentWay label="Carte bancaire" {...readiness.card} />
      </ul>
    </div>
  );
}

/** The logo, saved as soon as it is chosen or removed. */
function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const upload = useLogoUpload();
  const remove = useRemoveLogo();
  return (
    <ImageUploadField
      label="Logo"
      value={logoUrl}
      upload={upload}
      onChange={(url) => {
        if (url === null) remove.mutate();
      }}
      disabled={remove.isPending}
      rules={LOGO_RULES}
    />
  );
}

/**
 * Who runs the site and where parents pay (decision 0043): the name, logo, contact and address the
 * footer, the legal pages, the e-mails and the PDFs show, and the account of the transfers and their
 * QR code. Until the account is given, no transfer is offered.
 */
export function AssociationSettings({ view }: { view: AssociationSettingsView }) {
  const queryClient = useQueryClient();
  const form = useZodForm(associationSchema, { defaultValues: asText(view) });
  const save = useSaveSettings({
    form,
    save: saveAssociation,
    queryKey: adminKeys.association(),
    toForm: asText,
    savedMessage: SAVED,
    failedMessage: SAVE_ERROR,
    keep: (saved) => keepAssociationView(queryClient, saved),
  });

  return (
    <div className="space-y-6">
      <LogoField logoUrl={view.identity.logoUrl} />
      <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Identité de l'association" className="space-y-6">
        <fieldset className="space-y-3">
          <legend className="font-bold text-ink">Identité et contact</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormFields fields={IDENTITY_FIELDS} />
          </div>
        </fieldset>
        <PresentationFields />
        <StaffingNormsField />
        <MessagesRateField />
        <fieldset className="space-y-3">
          <legend className="font-bold text-ink">Compte bancaire des virements</legend>
          {view.bank?.demo && (
            <Alert tone="warning" title="Compte de démonstration">
              Les familles sont prévenues de n'y rien verser, sur la page du virement, dans l'e-mail et dans le code QR. Indiquez le vrai
              compte de l'association avant d'ouvrir les inscriptions.
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormFields fields={BANK_FIELDS} />
          </div>
        </fieldset>
        <PaymentReadinessList readiness={view.readiness} />
        <SaveSettingsButton pending={save.isPending} label="Enregistrer l'identité" />
      </Form>
    </div>
  );
}
