/**
 * The demonstration's association: what a demo site (DEMO_DATA, the embedded database's default)
 * shows until an administrator gives the real one, with a sample account said to be fictitious
 * wherever it shows (the transfer page, the e-mails, the QR code). A site without DEMO_DATA never
 * sees any of it: its settings stay empty until the environment or an administrator fills them
 * (modules/association, decision 0043).
 */
import type { AssociationSettings } from "../../domain/association.ts";
import { DEFAULT_MESSAGES_PER_MINUTE } from "../../domain/association.ts";

export const DEMO_ASSOCIATION: AssociationSettings = {
  identity: {
    name: "Plaines Soleil ASBL",
    logoUrl: null,
    phone: "+3221234567",
    email: "contact@plaines-soleil.be",
    street: "Rue des Écoliers 12",
    postalCode: "1340",
    city: "Ottignies-Louvain-la-Neuve",
    socialUrl: "https://www.facebook.com/plainessoleil",
    // Who the association is, for 'À propos': what a real one would write, paragraph by paragraph.
    about: [
      "Plaines Soleil est une association sans but lucratif née en 2009 à Ottignies, à l'initiative de parents et d'animateurs du quartier. Depuis, nous organisons des plaines de vacances pour les enfants de 2 ans et demi à 14 ans pendant les congés scolaires\u00a0: à la Toussaint, à Noël, au Carnaval, à Pâques et tout l'été.",
      "Nos plaines, ce sont des journées de jeu en plein air, de bricolage, de sport et de découverte, en petits groupes par âge. Chaque groupe est encadré par des animateurs brevetés, formés aux premiers soins, sous la responsabilité d'une coordinatrice présente toute la semaine.",
      "Nous tenons à ce que chaque famille puisse inscrire ses enfants\u00a0: une réduction est accordée dès le deuxième enfant, et une attestation fiscale et une attestation pour la mutualité vous sont remises après la plaine.",
    ].join("\n\n"),
    oneRecognition: "Centre de vacances agréé par l'ONE",
    staffingNorms: "one",
    messagesPerMinute: DEFAULT_MESSAGES_PER_MINUTE,
  },
  bank: { iban: "BE68539007547034", bic: "TRIOBEBB", beneficiary: "Plaines Soleil ASBL", demo: true },
};
