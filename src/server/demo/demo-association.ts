/**
 * The demonstration's association: what a demo site (DEMO_DATA, the embedded database's default)
 * shows until an administrator gives the real one, with a sample account said to be fictitious
 * wherever it shows (the transfer page, the e-mails, the QR code). A site without DEMO_DATA never
 * sees any of it: its settings stay empty until the environment or an administrator fills them
 * (modules/association, decision 0043).
 */
import type { AssociationSettings } from "../../domain/association.ts";

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
  },
  bank: { iban: "BE68539007547034", bic: "TRIOBEBB", beneficiary: "Plaines Soleil ASBL", demo: true },
};
