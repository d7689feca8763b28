/**
 * Demo content for a new embedded database: upcoming plaines (one full, one with few places
 * left, one with a video, several cities, ages and prices), one past plaine, and news that use
 * every markup rule. Dates are relative to today, so the demo never goes stale, and look like a
 * real season: each plaine runs from a Monday to a Friday of a week of school holidays (the demo's
 * table, demo-season.ts), its public holidays off, and the news are dated to match. Two tariff
 * categories: 'Tarif réduit' (a proof asked, priced plaine by plaine) and the members' 90 %.
 * Images are drawn here (SVG scenes) and go through the same pipeline as uploads.
 */
import { count } from "drizzle-orm";
import { addDaysIso, brusselsToday } from "../../domain/dates.ts";
import { oneAgreementDeadline } from "../../domain/plaine/one-agreement.ts";
import { storeImage } from "../media/images.ts";
import type { MediaStore } from "../media/media-store.ts";
import type { Db } from "../db/client.ts";
import { activities, activityDaysOff, activityTariffs, news, tariffCategories } from "../db/schema.ts";
import { demoSeason } from "./demo-season.ts";

interface Scene {
  sky: [string, string];
  hills: [string, string];
  accent: string;
}

function sceneSvg({ sky, hills, accent }: Scene): Buffer {
  const kites = [0, 1, 2]
    .map(
      (i) =>
        `<polygon points="${380 + i * 260},${140 + i * 40} ${420 + i * 260},${200 + i * 40} ${380 + i * 260},${260 + i * 40} ${340 + i * 260},${200 + i * 40}" fill="${accent}" opacity="${0.9 - i * 0.2}"/>`,
    )
    .join("");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#s)"/>
  <circle cx="1300" cy="190" r="110" fill="#FFD54F"/>
  ${kites}
  <path d="M0 620 Q 400 470 800 600 T 1600 560 V 900 H 0 Z" fill="${hills[0]}"/>
  <path d="M0 720 Q 500 600 1000 720 T 1600 700 V 900 H 0 Z" fill="${hills[1]}"/>
  <rect x="220" y="560" width="26" height="120" fill="#6D4C41"/><circle cx="233" cy="540" r="70" fill="#43A047"/>
</svg>`);
}

const SCENES: Scene[] = [
  { sky: ["#81D4FA", "#E1F5FE"], hills: ["#9CCC65", "#7CB342"], accent: "#FF7043" },
  { sky: ["#4FC3F7", "#B3E5FC"], hills: ["#66BB6A", "#388E3C"], accent: "#AB47BC" },
  { sky: ["#FFAB91", "#FFE0B2"], hills: ["#AED581", "#689F38"], accent: "#29B6F6" },
  { sky: ["#B39DDB", "#EDE7F6"], hills: ["#80CBC4", "#26A69A"], accent: "#FFCA28" },
  { sky: ["#90CAF9", "#FFFFFF"], hills: ["#E0E0E0", "#BDBDBD"], accent: "#E53935" },
  { sky: ["#FFCC80", "#FFF3E0"], hills: ["#A1887F", "#795548"], accent: "#7E57C2" },
];

/** The demo's tariff categories, in their order: a social tariff with its proof, and the association's members. */
const DEMO_TARIFFS: (typeof tariffCategories.$inferInsert)[] = [
  {
    name: "Tarif réduit",
    qualifies: "Les familles qui bénéficient de l'intervention majorée (statut BIM ou OMNIO) ou qu'un CPAS accompagne.",
    defaultPercent: null,
    proofRequired: true,
    proofDescription: "l'attestation BIM ou OMNIO de votre mutualité, ou une attestation du CPAS",
    proofKeptDays: 90,
    position: 0,
  },
  {
    name: "Membre de l'association",
    qualifies: "Les familles membres de l'association, en ordre de cotisation pour l'année.",
    defaultPercent: 90,
    proofRequired: false,
    position: 1,
  },
];

/** Each demo plaine's own 'Tarif réduit', in the order of the plaines below (null: not offered there). */
const REDUCED_PRICES: (number | null)[] = [6000, 8000, null, 7000, 5000, null];

export async function seedDemoContent(db: Db, media: MediaStore, now: Date = new Date()) {
  const [{ plaines }] = await db.select({ plaines: count() }).from(activities);
  const [{ articles }] = await db.select({ articles: count() }).from(news);
  if (plaines > 0 || articles > 0) return null;

  const image = (bucket: "activities" | "news", index: number, name: string) =>
    storeImage(db, media, { bucket, data: sceneSvg(SCENES[index % SCENES.length]), originalName: `${name}.png` }).then(
      (stored) => stored.url,
    );
  const today = brusselsToday(now);
  const day = (offset: number) => addDaysIso(today, offset);
  // A real season (demo-season.ts): the next holiday weeks, from Monday to Friday, and the last one over.
  const season = demoSeason(today, 5);
  const [first, seasonal, ...later] = season.upcoming;
  const weekOf = ({ monday, friday }: { monday: string; friday: string }) => ({ startDate: monday, endDate: friday });

  const activityRows: (typeof activities.$inferInsert)[] = [
    {
      title: "Les petits explorateurs",
      excerpt: "Une semaine de découvertes pour les tout-petits\u00a0: contes, peinture et jeux d'eau.",
      description:
        "Les petits explorateurs partent à la découverte du monde qui les entoure.\n\nAu programme\u00a0: contes animés, peinture avec les doigts, jeux d'eau, parcours moteur et une sieste bien méritée. Les groupes sont petits et encadrés par des puéricultrices diplômées.",
      ...weekOf(first),
      locationName: "École communale du Biéreau",
      locationAddress: "Rue du Biéreau 3",
      locationPostalCode: "1348",
      locationCity: "Louvain-la-Neuve",
      locationLat: 50.6689,
      locationLng: 4.6122,
      ageMin: 2.5,
      ageMax: 6,
      priceStandardCents: 7500,
      capacity: 40,
      remainingSpots: 23,
      imageUrl: await image("activities", 0, "petits-explorateurs"),
      practicalHours: "De 9\u00a0h à 16\u00a0h, du lundi au vendredi. Accueil des enfants jusqu'à 9\u00a0h\u00a030.",
      practicalDaycare: "Dès 7\u00a0h\u00a030 et jusqu'à 17\u00a0h\u00a030, comprise dans le prix.",
      practicalMeals: "Collation à 10\u00a0h et goûter offerts. Pique-nique à apporter pour midi (frigo sur place).",
      practicalBring:
        "Un pique-nique, une gourde, un doudou pour la sieste et une tenue de rechange, marqués au nom de l'enfant. Crème solaire et casquette par beau temps.",
      practicalAccess:
        "Bus TEC 20 ou 31, arrêt «\u00a0Biéreau\u00a0», à 2\u00a0minutes à pied. Parking gratuit devant l'école\u00a0; entrée par la grille de la cour.",
    },
    {
      title: "Nature & Aventure",
      excerpt: "Cabanes, chasse au trésor et nuit sous les étoiles dans le bois de Laurensart.",
      description:
        "Une plaine au grand air pour les aventuriers\u00a0: construction de cabanes, orientation, jeux de piste et observation des oiseaux.\n\nPrévoir des bottes et un imperméable.",
      ...weekOf(later[0]),
      locationName: "Domaine de Laurensart",
      locationAddress: "Chaussée de Wavre 2",
      locationPostalCode: "1390",
      locationCity: "Grez-Doiceau",
      ageMin: 6,
      ageMax: 12,
      priceStandardCents: 9500,
      capacity: 30,
      remainingSpots: 3,
      alertePlacesLimitees: true,
      imageUrl: await image("activities", 1, "nature-aventure"),
      practicalHours:
        "De 9\u00a0h à 16\u00a0h\u00a030. La nuit sous tente a lieu du jeudi au vendredi (retour le vendredi à 16\u00a0h\u00a030).",
      practicalDaycare: "Pas de garderie sur le domaine.",
      practicalMeals: "Pique-nique à apporter chaque jour, sauf le jeudi soir et le vendredi matin (repas pris ensemble).",
      practicalBring:
        "Bottes, imperméable, vêtements qui peuvent se salir, une gourde et un petit sac à dos. Pour la nuit\u00a0: sac de couchage, matelas et lampe de poche.",
      practicalAccess:
        "Rendez-vous au parking du domaine, chaussée de Wavre (fléché «\u00a0Plaines Soleil\u00a0»). Bus TEC 23, arrêt «\u00a0Laurensart\u00a0».",
    },
    {
      title: "Sport et jeux collectifs",
      excerpt: "Football, basket, athlétisme et grands jeux\u00a0: une semaine pour se dépenser.",
      description: "Initiation à plusieurs sports, tournois amicaux et grands jeux l'après-midi. Tenue de sport obligatoire.",
      ...weekOf(later[1]),
      locationName: "Hall omnisports de Jambes",
      locationAddress: "Avenue Prince de Liège 7",
      locationPostalCode: "5100",
      locationCity: "Namur",
      locationLat: 50.4552,
      locationLng: 4.8711,
      ageMin: 8,
      ageMax: 14,
      priceStandardCents: 11000,
      capacity: 24,
      remainingSpots: 0,
      imageUrl: await image("activities", 2, "sport-jeux"),
      practicalHours: "De 9\u00a0h à 16\u00a0h.",
      practicalDaycare: "De 8\u00a0h à 9\u00a0h et de 16\u00a0h à 17\u00a0h\u00a030, 2\u00a0€ par jour à payer sur place.",
      practicalMeals: "Pique-nique à apporter. Fruits et eau à volonté à la cafétéria du hall.",
      practicalBring: "Tenue de sport, baskets propres pour la salle, maillot et serviette pour la piscine du mercredi.",
      practicalAccess:
        "À 10\u00a0minutes à pied de la gare de Jambes. Bus TEC 3 ou 4, arrêt «\u00a0Piscine de Jambes\u00a0». Parking du hall, entrée par la rue de Dave.",
    },
    {
      title: "Couleurs et musique",
      excerpt: "Peinture, percussions et spectacle de fin de semaine pour les familles.",
      description:
        "Une plaine créative\u00a0: atelier de peinture, fabrication d'instruments, chant et percussions.\n\nLe vendredi, les enfants présentent leur spectacle aux parents.",
      ...weekOf(later[2]),
      locationName: "Maison des Jeunes d'Ixelles",
      locationAddress: "Rue du Sceptre 39",
      locationPostalCode: "1050",
      locationCity: "Ixelles",
      locationLat: 50.8333,
      locationLng: 4.3786,
      ageMin: 4,
      ageMax: 10,
      priceStandardCents: 8500,
      capacity: 36,
      remainingSpots: 18,
      imageUrl: await image("activities", 3, "couleurs-musique"),
      practicalHours: "De 9\u00a0h\u00a030 à 16\u00a0h. Spectacle le vendredi à 15\u00a0h\u00a0: les familles sont les bienvenues.",
      practicalDaycare: "Dès 8\u00a0h et jusqu'à 18\u00a0h, comprise dans le prix.",
      practicalMeals:
        "Repas chaud végétarien à midi et collation, compris dans le prix. Signalez un régime particulier dans la fiche santé.",
      practicalBring: "Un tablier ou un vieux t-shirt pour la peinture, une gourde.",
      practicalAccess: "Tram 81, arrêt «\u00a0Flagey\u00a0», ou bus 59 et 71. Pas de parking\u00a0: préférez les transports en commun.",
      videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    },
    {
      // A plaine on the theme of its holidays (the winter's at Christmas).
      title: seasonal.holiday.theme.title,
      excerpt: seasonal.holiday.theme.excerpt,
      description: seasonal.holiday.theme.description,
      ...weekOf(seasonal),
      locationName: "Centre culturel",
      locationAddress: "Place de la Gare 1",
      locationPostalCode: "1300",
      locationCity: "Wavre",
      ageMin: 5,
      ageMax: 5,
      priceStandardCents: 6000,
      capacity: 20,
      remainingSpots: 20,
      imageUrl: await image("activities", 4, "plaine-hiver"),
      practicalHours: "De 9\u00a0h à 16\u00a0h.",
      practicalDaycare: "De 7\u00a0h\u00a030 à 9\u00a0h et de 16\u00a0h à 18\u00a0h, comprise dans le prix.",
      practicalMeals: "Soupe et collation offertes, pique-nique à apporter.",
      practicalBring: "Des vêtements chauds, des gants pour la patinoire et des pantoufles pour l'intérieur.",
      practicalAccess: "À 5\u00a0minutes à pied de la gare de Wavre. Parking payant place de la Gare.",
    },
    {
      // The last holidays' plaine, over ("Plaine de la Toussaint" in November).
      title: `Plaine ${season.past.holiday.of}`,
      excerpt: season.past.holiday.theme.excerpt,
      description: season.past.holiday.theme.description,
      ...weekOf(season.past),
      locationName: "École communale du Biéreau",
      locationAddress: "Rue du Biéreau 3",
      locationPostalCode: "1348",
      locationCity: "Louvain-la-Neuve",
      ageMin: 3,
      ageMax: 12,
      priceStandardCents: 7000,
      capacity: 40,
      remainingSpots: 5,
      imageUrl: await image("activities", 5, "toussaint"),
      practicalHours: "De 9\u00a0h à 16\u00a0h.",
      practicalDaycare: "Dès 7\u00a0h\u00a030 et jusqu'à 17\u00a0h\u00a030, comprise dans le prix.",
      practicalMeals: "Pique-nique à apporter, soupe de potiron offerte.",
      practicalBring: "Un déguisement pour le jeudi et des bottes pour la balade.",
      practicalAccess: "Bus TEC 20 ou 31, arrêt «\u00a0Biéreau\u00a0». Parking gratuit devant l'école.",
    },
  ];
  // An association that files on time: the ONE's agreement was asked 10 days before the deadline
  // (decision 0060) for each plaine where that day has come; the later ones are still to ask.
  const filed = activityRows.map((row) => {
    const sentOn = addDaysIso(oneAgreementDeadline(row.startDate), -10);
    return { ...row, oneAgreementRequestedOn: sentOn <= today ? sentOn : null };
  });
  const inserted = await db.insert(activities).values(filed).returning({ id: activities.id, startDate: activities.startDate });
  const [reduced] = await db.insert(tariffCategories).values(DEMO_TARIFFS).returning({ id: tariffCategories.id });
  // 'Tarif réduit' where the plaine has its own, in the order of `activityRows`; not offered on the others.
  const reducedPrices = inserted.flatMap(({ id }, index) => {
    const priceCents = REDUCED_PRICES[index];
    return priceCents === null ? [] : [{ activityId: id, categoryId: reduced.id, priceCents }];
  });
  if (reducedPrices.length > 0) await db.insert(activityTariffs).values(reducedPrices);
  // The public holidays of their weeks are days off (Christmas, 1 November, 21 July…).
  const weeks = [season.past, ...season.upcoming];
  const daysOff = inserted.flatMap(({ id, startDate }) =>
    (weeks.find((week) => week.monday === startDate)?.daysOff ?? []).map((date) => ({ activityId: id, date })),
  );
  if (daysOff.length > 0) await db.insert(activityDaysOff).values(daysOff);
  // The news follow the season: registrations open about two months before the next holidays'
  // plaines, and the last holidays are remembered a few days after their plaine (never after today).
  const notAfterToday = (date: string) => (date < today ? date : today);
  const registrationsOpened = notAfterToday(addDaysIso(first.monday, -60));
  const lookedBack = notAfterToday(addDaysIso(season.past.friday, 4));

  const inlineImage = await image("news", 2, "animateurs-en-action");
  const newsRows: (typeof news.$inferInsert)[] = [
    {
      title: `Les inscriptions pour les plaines ${first.holiday.of} sont ouvertes\u00a0!`,
      excerpt: "Réservez dès maintenant la place de vos enfants\u00a0: les groupes se remplissent vite.",
      content: [
        `Bonne nouvelle\u00a0: les inscriptions pour nos plaines ${first.holiday.of} sont ouvertes, environ deux mois avant le début.`,
        "",
        "[title:Comment inscrire vos enfants ?]",
        "- Créez votre compte parent",
        "- Ajoutez vos enfants et leurs informations médicales",
        "- Choisissez la plaine et payez par carte ou par virement",
        "",
        `[image:${inlineImage}]`,
        "",
        "[title:Réduction famille]",
        "Vous inscrivez plusieurs enfants\u00a0? Une réduction est appliquée automatiquement\u00a0:",
        "• 10 € pour 2 enfants",
        "• 20 € pour 3 enfants",
        "• 30 € pour 4 enfants ou plus",
        "",
        "Toutes les informations pratiques sont sur https://www.plaines-soleil.be/faq.",
      ].join("\n"),
      publishDate: registrationsOpened,
      featured: true,
      imageUrl: await image("news", 0, "inscriptions-ouvertes"),
    },
    {
      title: `Retour en images sur la plaine ${season.past.holiday.of}`,
      excerpt: "Des jeux, des rires et de beaux souvenirs\u00a0: revivez la semaine en vidéo.",
      content: [
        `Merci aux 35 enfants qui ont participé à la plaine ${season.past.holiday.of}\u00a0!`,
        "",
        "[title:Les moments forts]",
        ...season.past.holiday.theme.highlights.map((moment) => `* ${moment}`),
        "",
        "La vidéo de la semaine est à voir ci-dessous.",
      ].join("\n"),
      publishDate: lookedBack,
      featured: true,
      imageUrl: await image("news", 5, "retour-toussaint"),
      videoUrl: "https://youtu.be/aqz-KE-bpKQ",
    },
    {
      title: "Nouveau\u00a0: payez par Bancontact",
      excerpt: "Le paiement en ligne accepte désormais Bancontact en plus des cartes bancaires.",
      content: [
        "Lors de l'inscription, vous pouvez maintenant payer par Bancontact ou par carte bancaire.",
        "",
        "Vous préférez le virement\u00a0? Il reste possible\u00a0: les instructions et un code QR vous sont envoyés par e-mail.",
      ].join("\n"),
      publishDate: day(-30),
      featured: true,
      imageUrl: await image("news", 1, "bancontact"),
    },
    {
      title: "Nous recrutons des animateurs",
      excerpt: "Tu as plus de 17 ans et tu aimes les enfants\u00a0? Rejoins l'équipe pour l'été.",
      content: [
        "[title:Profil recherché]",
        "- Avoir 17 ans ou plus",
        "- Un brevet d'animateur est un atout",
        "- De la bonne humeur et de la créativité",
        "",
        "[title:Comment postuler ?]",
        "Envoie ta candidature par e-mail à contact@plaines-soleil.be ou passe nous voir.",
        "Plus d'informations sur le brevet : https://www.servicejeunesse.cfwb.be.",
      ].join("\n"),
      publishDate: day(-45),
      featured: false,
      imageUrl: await image("news", 3, "recrutement"),
    },
  ];
  await db.insert(news).values(newsRows);
  return { plaines: activityRows.length, articles: newsRows.length };
}
