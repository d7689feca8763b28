import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { DEFAULT_RETENTION, EXPORT_BUTTON_LABEL, ERASE_BUTTON_LABEL } from "../../../../domain/privacy.ts";
import { SITE } from "../../../../domain/site.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

const TITLE = "Politique de confidentialité";

/** One processing of personal data: what, why, on which legal basis, how long, who receives it. */
interface Processing {
  title: string;
  data: string;
  purpose: string;
  basis: string;
  retention: string;
  recipients: string;
}

const r = DEFAULT_RETENTION;

const PROCESSINGS: Processing[] = [
  {
    title: "Comptes parents",
    data: "Nom, prénom, adresse e-mail, mot de passe (chiffré de façon irréversible), téléphone et adresse postale.",
    purpose: "Vous permettre de gérer vos enfants et leurs inscriptions, et vous joindre pendant les plaines.",
    basis: "Exécution du contrat d'inscription (art. 6.1.b RGPD).",
    retention: `Tant que le compte est utilisé. Un compte sans connexion depuis ${r.inactiveAccountMonths / 12} ans est averti par e-mail, puis supprimé 30 jours plus tard.`,
    recipients: "Les administrateurs de l'association ; notre hébergeur.",
  },
  {
    title: "Fiches des enfants",
    data: "Nom, prénom, date de naissance, informations complémentaires.",
    purpose: "Organiser les plaines : groupes par âge, listes de présence, contact en cas de besoin.",
    basis: "Exécution du contrat d'inscription (art. 6.1.b RGPD).",
    retention: "Jusqu'à la suppression de la fiche ou du compte.",
    recipients: "Les administrateurs et animateurs de l'association ; notre hébergeur.",
  },
  {
    title: "Données de santé des enfants",
    data: "Allergies, problèmes de santé, médicaments, médecin traitant.",
    purpose: "Protéger votre enfant pendant la plaine et réagir correctement en cas de problème.",
    basis:
      "Votre consentement explicite (art. 9.2.a RGPD), donné en cochant la case de la fiche et retirable à tout moment depuis la fiche : les informations médicales sont alors effacées.",
    retention: `${r.medicalMonths} mois après la fin de la dernière plaine de l'enfant (ou après la dernière modification pour un enfant jamais inscrit), puis effacées automatiquement.`,
    recipients:
      "Les administrateurs de l'association uniquement ; chaque consultation est enregistrée. Ces informations sont chiffrées dans notre base de données et ne figurent jamais dans un e-mail.",
  },
  {
    title: "Paiements",
    data: "Montant, date, mode de paiement, communication structurée, plaine concernée.",
    purpose: "Encaisser les inscriptions et tenir la comptabilité de l'association.",
    basis: "Exécution du contrat (art. 6.1.b) et obligation légale comptable (art. 6.1.c RGPD).",
    retention: `${r.paymentYears} ans (obligation comptable). Si vous supprimez votre compte, ces paiements sont gardés sans votre nom ni votre e-mail pendant ce délai.`,
    recipients: "Stripe (paiements par carte ou Bancontact) ; notre banque (virements).",
  },
  {
    title: "E-mails",
    data: "Adresse e-mail, objet et contenu des messages (confirmations d'inscription, liens de connexion).",
    purpose: "Vous envoyer les messages liés à votre compte et à vos inscriptions.",
    basis: "Exécution du contrat (art. 6.1.b RGPD).",
    retention: `Le contenu d'un message envoyé est effacé après ${r.mailBodyDays} jours ; son objet et sa date restent jusqu'à la suppression du compte.`,
    recipients: "Notre prestataire d'envoi d'e-mails.",
  },
  {
    title: "Journaux techniques et de sécurité",
    data: "Connexions (date, adresse IP, navigateur), tentatives de connexion, consultations des informations médicales, modifications faites par les administrateurs.",
    purpose: "Sécuriser les comptes, rendre compte des accès aux données de santé.",
    basis: "Intérêt légitime de l'association à protéger les données qu'elle garde (art. 6.1.f RGPD).",
    retention: `Sessions et compteurs expirés supprimés chaque jour ; consultations médicales : ${r.medicalAccessLogMonths} mois ; modifications des administrateurs : ${r.auditLogMonths / 12} ans.`,
    recipients: "Les administrateurs de l'association ; notre hébergeur.",
  },
];

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

const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

/** What the association does with the families' data, and how to use one's rights (GDPR art. 13). */
export function PrivacyPolicyPage() {
  usePageTitle(TITLE);
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader className="mb-8" title={TITLE} subtitle={`Comment ${SITE.name} traite les données des familles.`} />
      <div className="space-y-10 leading-relaxed text-ink">
        <Section id="privacy-controller" title="Responsable du traitement">
          <p>
            {SITE.name}, {SITE.address.street}, {SITE.address.postalCode} {SITE.address.city}, {SITE.address.country}. Pour toute question
            sur vos données :{" "}
            <a href={`mailto:${SITE.email}`} className={linkClass}>
              {SITE.email}
            </a>{" "}
            ou {SITE.phone}.
          </p>
        </Section>

        <Section id="privacy-processings" title="Ce que nous traitons, pourquoi et combien de temps">
          <div className="space-y-4">
            {PROCESSINGS.map((processing) => (
              <article key={processing.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="mb-2 text-lg font-bold">{processing.title}</h3>
                <dl className="space-y-2 text-sm sm:text-base">
                  {(
                    [
                      ["Données", processing.data],
                      ["Finalité", processing.purpose],
                      ["Base légale", processing.basis],
                      ["Conservation", processing.retention],
                      ["Destinataires", processing.recipients],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt className="inline font-semibold">{label} : </dt>
                      <dd className="inline text-muted">{value}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            ))}
          </div>
          <p>
            Nous ne vendons aucune donnée et n'en transmettons à personne d'autre que les destinataires ci-dessus. Les durées indiquées sont
            celles par défaut ; l'association peut les raccourcir.
          </p>
        </Section>

        <Section id="privacy-rights" title="Vos droits et comment les exercer">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Accès et portabilité</strong> : « {EXPORT_BUTTON_LABEL} » dans{" "}
              <Link to={paths.myData} className={linkClass}>
                Mes données
              </Link>{" "}
              vous donne tout ce que nous gardons, lisible et dans un format réutilisable.
            </li>
            <li>
              <strong>Rectification</strong> : modifiez votre profil et les fiches de vos enfants dans votre espace parent.
            </li>
            <li>
              <strong>Effacement</strong> : « {ERASE_BUTTON_LABEL} » dans{" "}
              <Link to={paths.myData} className={linkClass}>
                Mes données
              </Link>
              , ou demandez-le-nous par e-mail. Les paiements sont alors gardés sans votre nom pour la comptabilité.
            </li>
            <li>
              <strong>Retrait du consentement</strong> aux informations médicales : depuis la fiche de l'enfant, à tout moment.
            </li>
            <li>
              <strong>Opposition et limitation</strong> : écrivez-nous à{" "}
              <a href={`mailto:${SITE.email}`} className={linkClass}>
                {SITE.email}
              </a>
              . Nous répondons dans le mois.
            </li>
          </ul>
        </Section>

        <Section id="privacy-complaint" title="Réclamation">
          <p>
            Si vous estimez que vos données ne sont pas traitées correctement, vous pouvez introduire une plainte auprès de l'Autorité de
            protection des données (APD), rue de la Presse 35, 1000 Bruxelles, contact@apd-gba.be, www.autoriteprotectiondonnees.be.
          </p>
        </Section>
      </div>
    </Container>
  );
}
