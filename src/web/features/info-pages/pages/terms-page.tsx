import type { ReactNode } from "react";
import { Link } from "react-router";
import { CHECKOUT_HOLD_MS } from "../../../../domain/checkout.ts";
import { paths } from "../../../../domain/paths.ts";
import { priceRegistration } from "../../../../domain/pricing.ts";
import { PARENT_CANCELLATION_DAYS } from "../../../../domain/registration.ts";
import { SITE } from "../../../../domain/site.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

const TITLE = "Conditions générales";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The discount of a family of n children, from the pricing rule itself (a price of 100 € each). */
const discountFor = (children: number) => formatEuros(children * 10_000 - priceRegistration(10_000, children).totalCents);

const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

/** The registration and cancellation rules the site applies, as the parent accepts them when registering. */
export function TermsPage() {
  usePageTitle(TITLE);
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader className="mb-8" title={TITLE} subtitle={`Les conditions d'inscription aux plaines de ${SITE.name}.`} />
      <div className="space-y-10 leading-relaxed text-ink">
        <Section id="terms-registration" title="Inscription">
          <ul className="list-disc space-y-2 pl-5">
            <li>Les inscriptions se font en ligne depuis un compte parent, pour des enfants dont la fiche est complétée.</li>
            <li>Un enfant ne peut être inscrit qu'à une plaine dont la tranche d'âge correspond à son âge au premier jour.</li>
            <li>
              Les places sont attribuées dans l'ordre des inscriptions et réservées dès la confirmation ; une plaine complète n'accepte plus
              d'inscription.
            </li>
          </ul>
        </Section>

        <Section id="terms-prices" title="Prix et réduction famille">
          <p>
            Le prix de chaque plaine est indiqué sur sa page. Pour plusieurs enfants inscrits ensemble à la même plaine, une réduction
            s'applique :
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>2 enfants : {discountFor(2)} de réduction ;</li>
            <li>3 enfants : {discountFor(3)} ;</li>
            <li>4 enfants ou plus : {discountFor(4)}.</li>
          </ul>
        </Section>

        <Section id="terms-payment" title="Paiement">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              Par carte bancaire ou Bancontact (via Stripe) : les places sont réservées {Math.round(CHECKOUT_HOLD_MS / 60_000)} minutes
              pendant le paiement ; sans paiement dans ce délai, l'inscription est annulée et les places sont libérées.
            </li>
            <li>
              Par virement : au montant et avec la communication structurée indiqués après l'inscription et dans l'e-mail de confirmation.
              Les instructions restent disponibles dans « Mes inscriptions » jusqu'à la réception du paiement.
            </li>
          </ul>
        </Section>

        <Section id="terms-cancellation" title="Annulation et remboursement">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              Vous pouvez annuler une inscription depuis « Mes inscriptions » jusqu'à {PARENT_CANCELLATION_DAYS} jours avant le début de la
              plaine ; la place est rendue. Un virement non encore payé est alors recalculé pour les enfants qui restent inscrits.
            </li>
            <li>
              Passé ce délai, ou pour le remboursement d'un paiement déjà reçu, contactez-nous à{" "}
              <a href={`mailto:${SITE.email}`} className={linkClass}>
                {SITE.email}
              </a>
              .
            </li>
            <li>Si l'association annule une plaine, les montants payés sont remboursés intégralement.</li>
          </ul>
        </Section>

        <Section id="terms-data" title="Données personnelles">
          <p>
            Ce que nous faisons des données de votre famille est expliqué dans notre{" "}
            <Link to={paths.privacy} className={linkClass}>
              politique de confidentialité
            </Link>
            .
          </p>
        </Section>
      </div>
    </Container>
  );
}
