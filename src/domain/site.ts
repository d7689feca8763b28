/** The association's public identity, shown in the footer, e-mails and the FAQ. */
export const SITE = {
  name: "Plaines Soleil ASBL",
  shortName: "Plaines Soleil",
  description:
    "Association sans but lucratif dédiée à l'organisation de plaines de jeux récréatives pour les enfants pendant les vacances scolaires.",
  phone: "+32 2 123 45 67",
  email: "contact@plaines-soleil.be",
  address: { street: "Rue des Écoliers 12", postalCode: "1340", city: "Ottignies-Louvain-la-Neuve", country: "Belgique" },
  socialUrl: "https://www.facebook.com/plainessoleil",
} as const;
