import { Link } from "react-router";
import type { LegalFacts } from "../../../../domain/contracts/legal.ts";
import { paths } from "../../../../domain/paths.ts";
import { EXPORT_BUTTON_LABEL, ERASE_BUTTON_LABEL, INACTIVITY_GRACE_DAYS } from "../../../../domain/privacy.ts";
import { useAssociation } from "../../../lib/association.ts";
import { LegalPage, linkClass, MailLink, Section } from "../components/legal-page.tsx";
import { daysFr, hoursFr, monthsFr, yearsFr } from "../legal-wording.ts";

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

const UNTIL_ERASED = "Jusqu'à la suppression de la fiche de l'enfant ou de votre compte.";

/** What the children's files hold: identity, contacts, photos, health and presences. */
function childProcessings(r: LegalFacts["retention"]): Processing[] {
  return [
    {
      title: "Fiches des enfants",
      data: "Nom, prénom, date de naissance, sait nager ou non, lunettes ou appareil auditif, informations complémentaires.",
      purpose: "Organiser les plaines\u00a0: groupes par âge, listes de présence, encadrement adapté.",
      basis: "Exécution du contrat d'inscription (art. 6.1.b RGPD).",
      retention: UNTIL_ERASED,
      recipients: "Les administrateurs et animateurs de l'association\u00a0; notre hébergeur.",
    },
    {
      title: "Personnes à contacter et à qui confier l'enfant",
      data: "Nom, lien avec l'enfant et téléphone des personnes à appeler en cas d'urgence et des personnes autorisées à venir chercher l'enfant\u00a0; autorisation de donner un antidouleur en vente libre.",
      purpose:
        "Joindre quelqu'un rapidement en cas de problème, et ne confier l'enfant, en fin de journée, qu'aux personnes que vous avez désignées.",
      basis:
        "Exécution du contrat d'inscription (art. 6.1.b RGPD) et intérêt vital de l'enfant en cas d'urgence (art. 6.1.d). Prévenez les personnes que vous indiquez.",
      retention: `${UNTIL_ERASED} Ces informations sont chiffrées dans notre base de données avec la fiche santé.`,
      recipients: "Les administrateurs et animateurs de la plaine (écran de pointage et listes imprimées du jour)\u00a0; notre hébergeur.",
    },
    {
      title: "Consentement photo",
      data: "Votre choix pour chaque enfant\u00a0: photos autorisées (y compris sur le site et les réseaux sociaux de l'association), photos de groupe uniquement, ou aucune photo.",
      purpose: "Respecter votre choix quand l'équipe prend des photos pendant les plaines.",
      basis: "Votre consentement (art. 6.1.a RGPD), que vous modifiez ou retirez à tout moment dans la fiche de l'enfant.",
      retention: UNTIL_ERASED,
      recipients: "Les administrateurs et animateurs de la plaine (écran de pointage et listes imprimées)\u00a0; notre hébergeur.",
    },
    {
      title: "Données de santé des enfants",
      data: "Allergies, problèmes de santé, médicaments, médecin traitant, vaccination contre le tétanos, régime alimentaire et besoins particuliers.",
      purpose: "Protéger votre enfant pendant la plaine et réagir correctement en cas de problème.",
      basis:
        "Votre consentement explicite (art. 9.2.a RGPD), donné en cochant la case de la fiche et retirable à tout moment depuis la fiche\u00a0: les informations médicales sont alors effacées.",
      retention: `${monthsFr(r.medicalMonths)} après la fin de la dernière plaine de l'enfant (ou après la dernière modification pour un enfant jamais inscrit), puis effacées automatiquement.`,
      recipients:
        "Les administrateurs de l'association, et l'équipe d'animation de la plaine par la liste du jour et les fiches santé qu'ils impriment\u00a0; chaque consultation et chaque impression est enregistrée. Ces informations sont chiffrées dans notre base de données et ne figurent jamais dans un e-mail.",
    },
    {
      title: "Présences aux plaines",
      data: "Pour chaque jour de plaine\u00a0: présent ou absent, heures d'arrivée et de départ, qui a pointé l'enfant, son groupe.",
      purpose:
        "Savoir quels enfants sont là, les confier à la bonne personne, et compter leurs jours de présence pour le rapport de subvention de l'ONE, l'attestation fiscale et l'attestation pour la mutualité.",
      basis:
        "Exécution du contrat d'inscription (art. 6.1.b RGPD) et obligations légales de l'association envers l'ONE et l'administration fiscale (art. 6.1.c).",
      retention: UNTIL_ERASED,
      recipients:
        "Les administrateurs et animateurs de l'association\u00a0; l'ONE, à qui l'association rend compte des présences pour ses subsides\u00a0; notre hébergeur.",
    },
  ];
}

/** The payments, the bank transfers received and the tax certificates. */
function paymentProcessings(r: LegalFacts["retention"]): Processing[] {
  return [
    {
      title: "Paiements",
      data: "Montant, date, mode de paiement, communication structurée, plaine concernée.",
      purpose: "Encaisser les inscriptions et tenir la comptabilité de l'association.",
      basis: "Exécution du contrat (art. 6.1.b) et obligation légale comptable (art. 6.1.c RGPD).",
      retention: `${yearsFr(r.paymentYears)} (obligation comptable). Si vous supprimez votre compte, ces paiements sont gardés sans votre nom ni votre e-mail pendant ce délai.`,
      recipients: "Stripe (paiements par carte ou Bancontact)\u00a0; notre banque (virements).",
    },
    {
      title: "Virements reçus (extraits bancaires)",
      data: "Nom et numéro de compte du donneur d'ordre, montant, date et communication de chaque virement reçu, tels que notre banque les transmet.",
      purpose: "Reconnaître les virements des inscriptions, compléter les paiements partiels et rembourser les montants reçus en trop.",
      basis: "Obligation légale comptable (art. 6.1.c RGPD) et exécution du contrat (art. 6.1.b).",
      retention: `${yearsFr(r.paymentYears)}, avec les paiements. Si vous supprimez votre compte, le nom du donneur d'ordre et son message sont effacés\u00a0; son numéro de compte n'est gardé que tant qu'un remboursement lui est dû.`,
      recipients: "Notre banque\u00a0; les administrateurs de l'association.",
    },
    {
      title: "Numéros de registre national et attestations fiscales",
      data: "Votre numéro de registre national et celui de vos enfants, donnés pour l'attestation fiscale des frais de garde (modèle 281.86)\u00a0; chaque attestation émise (année, numéro, périodes, jours de présence, montants).",
      purpose:
        "Établir l'attestation qui vous permet de déduire les frais de garde, et la transmettre à l'administration fiscale comme la loi l'impose.",
      basis: "Obligation légale de l'association (art. 6.1.c RGPD)\u00a0: attestations 281.86 et leur déclaration au SPF Finances.",
      retention: `${UNTIL_ERASED} Une attestation déjà émise est gardée ensuite, chiffrée et détachée de votre compte (numéro, montants, noms, adresse et numéros de registre national), ${yearsFr(r.taxCertificateYears)} après l'année de revenus, pour pouvoir la rectifier auprès du SPF Finances\u00a0; elle quitte dès la suppression les fichiers préparés pour l'administration et le comptable. Les numéros sont chiffrés dans notre base de données.`,
      recipients:
        "Le SPF Finances (administration fiscale), par Belcotax-on-web\u00a0; les administrateurs de l'association. L'attestation pour la mutualité, que vous lui remettez vous-même, ne contient pas ces numéros.",
    },
  ];
}

/** Every processing, with the periods and rules in force (the settings the association chose). */
function processings({ retention: r, offerHours }: LegalFacts): Processing[] {
  return [
    {
      title: "Comptes parents",
      data: "Nom, prénom, adresse e-mail, mot de passe (chiffré de façon irréversible), téléphone et adresse postale.",
      purpose: "Vous permettre de gérer vos enfants et leurs inscriptions, et vous joindre pendant les plaines.",
      basis: "Exécution du contrat d'inscription (art. 6.1.b RGPD).",
      retention: `Tant que le compte est utilisé. Un compte sans connexion depuis ${monthsFr(r.inactiveAccountMonths)} est averti par e-mail, puis supprimé ${daysFr(INACTIVITY_GRACE_DAYS)} plus tard.`,
      recipients: "Les administrateurs de l'association\u00a0; notre hébergeur.",
    },
    ...childProcessings(r),
    {
      title: "Liste d'attente",
      data: "Les enfants que vous inscrivez sur la liste d'attente d'une plaine complète, votre rang, les places qui vous sont proposées et leur échéance.",
      purpose: `Proposer par e-mail les places qui se libèrent, dans l'ordre de la liste\u00a0; chaque offre vous est réservée ${hoursFr(offerHours)}.`,
      basis: "Mesures précontractuelles prises à votre demande (art. 6.1.b RGPD).",
      retention: "Jusqu'à la suppression de votre compte\u00a0; vous pouvez quitter la liste à tout moment.",
      recipients: "Les administrateurs de l'association\u00a0; notre prestataire d'envoi d'e-mails\u00a0; notre hébergeur.",
    },
    ...paymentProcessings(r),
    {
      title: "E-mails",
      data: "Adresse e-mail, objet et contenu des messages (confirmations d'inscription, rappels de virement, places proposées par la liste d'attente, liens de connexion).",
      purpose: "Vous envoyer les messages liés à votre compte et à vos inscriptions.",
      basis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: `Le contenu d'un message envoyé est effacé après ${daysFr(r.mailBodyDays)}\u00a0; son objet et sa date restent jusqu'à la suppression du compte.`,
      recipients: "Notre prestataire d'envoi d'e-mails.",
    },
    {
      title: "Messages de l'association",
      data: "Les messages que l'association écrit aux parents d'une plaine (programme, choses à emporter, changements), tels que vous les avez reçus, et le moment où vous les avez lus dans «\u00a0Messages\u00a0».",
      purpose: "Vous informer de ce qui concerne les plaines de vos enfants, et vous permettre de relire ces messages dans votre espace.",
      basis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: `${monthsFr(r.familyMessageMonths)} après leur envoi\u00a0; votre adresse en est effacée à la suppression de votre compte.`,
      recipients: "Notre prestataire d'envoi d'e-mails.",
    },
    {
      title: "Journaux techniques et de sécurité",
      data: "Connexions (date, adresse IP, navigateur), tentatives de connexion, consultations des informations médicales, modifications faites par les administrateurs.",
      purpose: "Sécuriser les comptes, rendre compte des accès aux données de santé.",
      basis: "Intérêt légitime de l'association à protéger les données qu'elle garde (art. 6.1.f RGPD).",
      retention: `Sessions et compteurs expirés supprimés chaque jour\u00a0; consultations médicales\u00a0: ${monthsFr(r.medicalAccessLogMonths)}\u00a0; modifications des administrateurs\u00a0: ${monthsFr(r.auditLogMonths)}.`,
      recipients: "Les administrateurs de l'association\u00a0; notre hébergeur.",
    },
  ];
}

/** One processing: its data, purpose, legal basis, retention and recipients. */
function ProcessingCard({ processing }: { processing: Processing }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
            <dt className="inline font-semibold">{label}&nbsp;: </dt>
            <dd className="inline text-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** Each right and where to use it. */
function RightsSection({ email }: { email: string | null }) {
  return (
    <Section id="privacy-rights" title="Vos droits et comment les exercer">
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Accès et portabilité</strong>&nbsp;: «&nbsp;{EXPORT_BUTTON_LABEL}&nbsp;» dans{" "}
          <Link to={paths.myData} className={linkClass}>
            Mes données
          </Link>{" "}
          vous donne tout ce que nous gardons, lisible et dans un format réutilisable.
        </li>
        <li>
          <strong>Rectification</strong>&nbsp;: modifiez votre profil et les fiches de vos enfants dans votre espace parent.
        </li>
        <li>
          <strong>Effacement</strong>&nbsp;: «&nbsp;{ERASE_BUTTON_LABEL}&nbsp;» dans{" "}
          <Link to={paths.myData} className={linkClass}>
            Mes données
          </Link>
          , ou demandez-le-nous par e-mail. Les paiements sont alors gardés sans votre nom pour la comptabilité.
        </li>
        <li>
          <strong>Retrait du consentement</strong> aux informations médicales ou aux photos&nbsp;: depuis la fiche de l'enfant, à tout
          moment.
        </li>
        <li>
          <strong>Opposition et limitation</strong>&nbsp;: écrivez-nous à <MailLink email={email} />. Nous répondons dans le mois.
        </li>
      </ul>
    </Section>
  );
}

/** How to ask about one's data: the association's e-mail and phone, those its settings give. */
function ControllerContact({ controller }: { controller: LegalFacts["controller"] }) {
  const { email, phone } = controller;
  if (!email && !phone) return null;
  return (
    <>
      {" "}
      Pour toute question sur vos données&nbsp;:{" "}
      {email && (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      )}
      {email && phone && " ou "}
      {phone && (
        <a href={phone.href} className={linkClass}>
          {phone.display}
        </a>
      )}
      .
    </>
  );
}

/** What the association does with the families' data, and how to use one's rights (GDPR art. 13). */
export function PrivacyPolicyPage() {
  const name = useAssociation()?.name ?? "l'association";
  return (
    <LegalPage title={TITLE} subtitle={`Comment ${name} traite les données des familles.`}>
      {(facts) => {
        const { controller } = facts;
        return (
          <>
            <Section id="privacy-controller" title="Responsable du traitement">
              <p>
                {controller.legalName}, {controller.street}, {controller.postalCode} {controller.city}.
                <ControllerContact controller={controller} />
              </p>
            </Section>

            <Section id="privacy-processings" title="Ce que nous traitons, pourquoi et combien de temps">
              <div className="space-y-4">
                {processings(facts).map((processing) => (
                  <ProcessingCard key={processing.title} processing={processing} />
                ))}
              </div>
              <p>
                Nous ne vendons aucune donnée et n'en transmettons à personne d'autre que les destinataires ci-dessus. Les durées indiquées
                sont celles que l'association applique aujourd'hui&nbsp;: ses administrateurs peuvent les modifier, et cette page montre
                toujours les durées en vigueur.
              </p>
            </Section>

            <RightsSection email={controller.email} />

            <Section id="privacy-complaint" title="Réclamation">
              <p>
                Si vous estimez que vos données ne sont pas traitées correctement, vous pouvez introduire une plainte auprès de l'Autorité
                de protection des données (APD), rue de la Presse 35, 1000 Bruxelles, contact@apd-gba.be, www.autoriteprotectiondonnees.be.
              </p>
            </Section>
          </>
        );
      }}
    </LegalPage>
  );
}
