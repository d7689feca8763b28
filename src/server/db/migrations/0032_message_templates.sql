CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name_unique" ON "message_templates" USING btree (lower("name"));--> statement-breakpoint
-- The templates the site starts with (decision 0061, 'Templates'): administrators change or delete them.
INSERT INTO "message_templates" ("name", "subject", "body", "position") VALUES
('Informations pratiques de la semaine', '{plaine} : les informations pratiques', 'Bonjour {prenom},

Voici les informations pratiques de la semaine de {enfants} ({plaine}, {dates}).

[title:Infos pratiques]
- Lieu : {lieu}
- Horaire : {horaires}
- Garderie : {garderie}
- Repas : {repas}
- À emporter : {a_apporter}
- Comment venir : {acces}

Une question ? Écrivez-nous ou appelez-nous : nos coordonnées sont au bas de ce message.

À bientôt,
L''équipe de la plaine', 1),
('Ce qu''il faut apporter', '{plaine} : ce qu''il faut apporter', 'Bonjour {prenom},

Pour une bonne semaine ({plaine}, {dates}), pensez à mettre dans le sac de {enfants} :

{a_apporter}

Marquez le nom de l''enfant sur les vêtements, la gourde et la boîte à tartines : les objets sans nom se perdent vite.

Merci et à bientôt,
L''équipe de la plaine', 2),
('Programme', '{plaine} : le programme de la semaine', 'Bonjour {prenom},

Voici ce qui attend {enfants} cette semaine ({plaine}, {dates}).

[title:Programme]
- Lundi : jeux de découverte et présentation des groupes
- Mardi : grand jeu dans les bois
- Mercredi : bricolage et après-midi à la piscine
- Jeudi : excursion, départ à l''heure habituelle
- Vendredi : spectacle des enfants à 15 h, les parents sont les bienvenus

Horaire : {horaires}

Bonne semaine à tous,
L''équipe de la plaine', 3),
('Objets perdus', '{plaine} : objets perdus', 'Bonjour {prenom},

Plusieurs objets ont été oubliés pendant la semaine ({plaine}, {dates}) : vestes, casquettes, gourdes, boîtes à tartines…

Ils vous attendent à l''accueil jusqu''à la fin de la semaine prochaine. Passé ce délai, ils seront donnés à une association.

S''il manque quelque chose à {enfants}, décrivez-le-nous (nos coordonnées sont au bas de ce message) : nous vous dirons s''il est chez nous.

Merci,
L''équipe de la plaine', 4),
('Fiche santé à compléter', 'La fiche santé de {enfants} est à compléter', 'Bonjour {prenom},

Avant le premier jour de la plaine ({plaine}, {dates}), la fiche santé de {enfants} doit être complète : c''est elle qui dit à l''équipe comment réagir en cas de souci.

Vous la complétez en quelques minutes dans votre espace, sous « Mes enfants ».

Merci d''avance,
L''équipe de la plaine', 5),
('Rappel de paiement', '{plaine} : rappel de paiement', 'Bonjour {prenom},

Sauf erreur de notre part, l''inscription de {enfants} ({plaine}, {dates}) n''est pas encore entièrement payée.

Le montant et la communication structurée à utiliser se trouvent dans votre espace, sous « Mes inscriptions ».

Si vous avez payé ces derniers jours, ne tenez pas compte de ce message. En cas de difficulté, écrivez-nous : nous trouverons une solution ensemble.

Merci,
L''équipe de la plaine', 6);