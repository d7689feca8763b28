import type { PublicAssociation } from "../../../domain/association.ts";

export interface FaqItem {
  question: string;
  answer: string;
}

/** How to reach the association, with the means its settings give. */
function contactAnswer(association: PublicAssociation | undefined): string {
  const means = [
    association?.phone && `par téléphone au ${association.phone.display}`,
    association?.email && `par e-mail à ${association.email}`,
  ].filter(Boolean);
  if (means.length === 0) return "Par les coordonnées indiquées en bas de chaque page. Nous vous répondons avec plaisir.";
  const sentence = means.join(" ou ");
  return `${sentence[0].toUpperCase()}${sentence.slice(1)}. Nous vous répondons avec plaisir.`;
}

/** The association's answers (spec §1). Amounts are whole euros, as parents read them. */
export const faqItems = (association: PublicAssociation | undefined): FaqItem[] => [
  {
    question: "Pour quels âges sont organisées les plaines\u00a0?",
    answer:
      "Nos plaines accueillent les enfants de 3 à 14 ans. Chaque plaine précise la tranche d'âge à laquelle elle s'adresse, afin que les activités soient adaptées à tous.",
  },
  {
    question: "Quand les inscriptions ouvrent-elles\u00a0?",
    answer:
      "Les inscriptions ouvrent environ 2 mois avant le début de chaque plaine. Les places étant limitées, nous vous conseillons de réserver dès l'ouverture.",
  },
  {
    question: "Puis-je annuler une inscription\u00a0?",
    answer: "Oui, l'annulation est possible jusqu'à 15 jours avant le début de la plaine.",
  },
  {
    question: "Existe-t-il une réduction pour les familles\u00a0?",
    answer:
      "Oui\u00a0: une réduction famille est appliquée automatiquement sur le total de l'inscription. Elle est de 10 € pour 2 enfants, 20 € pour 3 enfants et 30 € pour 4 enfants ou plus.",
  },
  {
    question: "Comment puis-je payer\u00a0?",
    answer:
      "Le paiement se fait par carte bancaire (immédiat, en ligne) ou par virement bancaire. Pour un virement, les instructions de paiement vous sont envoyées par e-mail.",
  },
  {
    question: "Comment inscrire mon enfant\u00a0?",
    answer:
      "Créez votre espace parent, ajoutez votre enfant et ses informations médicales, puis choisissez une plaine et cliquez sur «\u00a0S'inscrire\u00a0».",
  },
  {
    question: "Comment vous contacter\u00a0?",
    answer: contactAnswer(association),
  },
];
