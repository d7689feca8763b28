import { Link } from "react-router";
import { CHECKOUT_HOLD_MS } from "../../../../domain/checkout.ts";
import { paths } from "../../../../domain/paths.ts";
import { priceRegistration } from "../../../../domain/pricing.ts";
import { cancellationRuleSentence } from "../../../../domain/refunds.ts";
import { PARENT_CANCELLATION_DAYS } from "../../../../domain/registration.ts";
import type { LegalFacts } from "../../../../domain/contracts/legal.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { useAssociation } from "../../../lib/association.ts";
import { LegalPage, linkClass, MailLink, Section } from "../components/legal-page.tsx";
import { daysFr, hoursFr, listFr } from "../legal-wording.ts";

const TITLE = "Conditions générales";

/** The discount of a family of n children, from the pricing rule itself (a price of 100 € each). */
const discountFor = (children: number) => formatEuros(children * 10_000 - priceRegistration(10_000, children).totalCents);

/** How places offered to the waiting list are held. */
function WaitingListTerms({ offerHours }: { offerHours: number }) {
  return (
    <Section id="terms-waiting-list" title="Liste d'attente">
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Une plaine complète prend les noms sur sa liste d'attente, dans l'ordre d'arrivée. Les enfants d'une même famille attendent
          ensemble et reçoivent leurs places ensemble.
        </li>
        <li>
          Quand des places se libèrent, elles sont proposées par e-mail à la première famille de la liste pour qui il y a assez de places
          (une famille qui attend plus de places qu'il n'y en a de libres garde son rang).
        </li>
        <li>
          L'offre vous est réservée {hoursFr(offerHours)}, au plus tard jusqu'au dernier jour de la plaine&nbsp;: terminez l'inscription
          depuis le lien de l'e-mail dans ce délai, ou refusez l'offre&nbsp;; passé ce délai, les places sont proposées à la famille
          suivante.
        </li>
        <li>Vous pouvez quitter la liste d'attente à tout moment depuis «&nbsp;Mes inscriptions&nbsp;».</li>
      </ul>
    </Section>
  );
}

/** How a registration is paid, and the bank transfers' reminders and deadline. */
function PaymentTerms({ transfers }: { transfers: LegalFacts["bankTransfers"] }) {
  return (
    <Section id="terms-payment" title="Paiement">
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Par carte bancaire ou Bancontact (via Stripe)&nbsp;: les places sont réservées {Math.round(CHECKOUT_HOLD_MS / 60_000)} minutes
          pendant le paiement&nbsp;; sans paiement dans ce délai, l'inscription est annulée et les places sont libérées.
        </li>
        <li>
          Par virement&nbsp;: au montant et avec la communication structurée indiqués après l'inscription et dans l'e-mail de confirmation.
          Les instructions restent disponibles dans «&nbsp;Mes inscriptions&nbsp;» jusqu'à la réception du paiement.
        </li>
        {transfers.reminderDays.length > 0 && (
          <li>
            Tant que le virement n'est pas reçu, un rappel vous est envoyé par e-mail {listFr(transfers.reminderDays)} jours après
            l'inscription (avant la date limite de paiement).
          </li>
        )}
        <li>
          Date limite de paiement d'un virement&nbsp;: {daysFr(transfers.deadlineDays)} après l'inscription, et au plus tard{" "}
          {daysFr(transfers.deadlineDaysBeforeStart)} avant le début de la plaine (le jour de l'inscription pour une inscription plus
          tardive)&nbsp;; elle est indiquée dans «&nbsp;Mes inscriptions&nbsp;». Sans paiement à cette date, l'inscription est annulée
          automatiquement, les places sont libérées et vous en êtes averti par e-mail. Si vous avez besoin d'un délai, écrivez-nous avant la
          date limite.
        </li>
      </ul>
    </Section>
  );
}

/** Who cancels until when, and what a paid registration cancelled gives back (the organiser's rule, from the settings). */
function CancellationTerms({ email, refunds }: { email: string | null; refunds: LegalFacts["refunds"] }) {
  return (
    <Section id="terms-cancellation" title="Annulation et remboursement">
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Vous pouvez annuler une inscription depuis «&nbsp;Mes inscriptions&nbsp;» jusqu'à {PARENT_CANCELLATION_DAYS} jours avant le début
          de la plaine&nbsp;; la place est rendue. Un virement non encore payé est alors recalculé pour les enfants qui restent inscrits.
        </li>
        <li>
          Pour une inscription déjà payée, la part de l'enfant annulé (son prix, moins la réduction famille qui ne s'applique plus) est
          remboursée selon la règle de l'association&nbsp;: {cancellationRuleSentence(refunds)} Le montant remboursé est indiqué avant que
          vous confirmiez l'annulation&nbsp;; il revient sur la carte utilisée pour le paiement, ou par virement sur le compte d'où venait
          votre paiement.
        </li>
        <li>
          Passé ce délai, contactez-nous à <MailLink email={email} />.
        </li>
        <li>
          Si l'association annule une inscription ou une plaine, les montants payés pour les enfants concernés sont remboursés
          intégralement.
        </li>
      </ul>
    </Section>
  );
}

/** The registration and cancellation rules the site applies, as the parent accepts them when registering (figures from the settings). */
export function TermsPage() {
  const name = useAssociation()?.name ?? "l'association";
  return (
    <LegalPage title={TITLE} subtitle={`Les conditions d'inscription aux plaines de ${name}.`}>
      {({ bankTransfers: transfers, offerHours, controller, refunds }) => (
        <>
          <Section id="terms-registration" title="Inscription">
            <ul className="list-disc space-y-2 pl-5">
              <li>Les inscriptions se font en ligne depuis un compte parent, pour des enfants dont la fiche est complétée.</li>
              <li>Un enfant ne peut être inscrit qu'à une plaine dont la tranche d'âge correspond à son âge au premier jour.</li>
              <li>
                Les places sont attribuées dans l'ordre des inscriptions et réservées dès la confirmation&nbsp;; une plaine complète
                n'accepte plus d'inscription, mais vous pouvez rejoindre sa liste d'attente.
              </li>
            </ul>
          </Section>

          <WaitingListTerms offerHours={offerHours} />

          <Section id="terms-prices" title="Prix et réduction famille">
            <p>
              Le prix de chaque plaine est indiqué sur sa page. Pour plusieurs enfants inscrits ensemble à la même plaine, une réduction
              s'applique&nbsp;:
            </p>
            <ul className="list-disc space-y-1 pl-5">
              <li>2 enfants&nbsp;: {discountFor(2)} de réduction&nbsp;;</li>
              <li>3 enfants&nbsp;: {discountFor(3)}&nbsp;;</li>
              <li>4 enfants ou plus&nbsp;: {discountFor(4)}.</li>
            </ul>
          </Section>

          <PaymentTerms transfers={transfers} />

          <CancellationTerms email={controller.email} refunds={refunds} />

          <Section id="terms-data" title="Données personnelles">
            <p>
              Ce que nous faisons des données de votre famille est expliqué dans notre{" "}
              <Link to={paths.privacy} className={linkClass}>
                politique de confidentialité
              </Link>
              .
            </p>
          </Section>
        </>
      )}
    </LegalPage>
  );
}
