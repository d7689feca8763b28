/**
 * Message templates (decision 0061, 'Templates'): texts the organisers keep and start a message
 * from. Besides the families' merge fields ({prenom}…, filled for each family at the send), a
 * template holds the plaine's fields, filled from the plaine chosen when the template is applied;
 * the text then stays editable in the form.
 *
 * Plaine fields:
 *   {plaine}      its title
 *   {dates}       "du 6 au 10 juillet 2026"
 *   {lieu}        the place on one line, street included
 *   {horaires} {garderie} {repas} {a_apporter} {acces}   its practical information
 * A practical part the plaine does not give leaves out the whole line that holds its field (a line
 * "Garderie : {garderie}" goes): no family reads an empty heading or a blank.
 */
import { formatDateRangeFr } from "./dates.ts";
import { MERGE_FIELDS } from "./family-messages.ts";
import { type PlaceAddress, placeLine, type PracticalInfo } from "./practical-info.ts";

const TEMPLATE_FIELDS = ["plaine", "dates", "lieu", "horaires", "garderie", "repas", "a_apporter", "acces"] as const;
type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** Each practical field's part of the plaine's practical information. */
const PRACTICAL_FIELDS = {
  horaires: "hours",
  garderie: "daycare",
  repas: "meals",
  a_apporter: "bring",
  acces: "access",
} as const satisfies Partial<Record<TemplateField, keyof PracticalInfo>>;

const FIELD = /\{([^{}\s]{1,30})\}/g;

export const UNKNOWN_TEMPLATE_FIELD = (name: string) =>
  `Le champ {${name}} n'existe pas\u00a0: utilisez {plaine}, {dates}, {lieu}, {horaires}, {garderie}, {repas}, {a_apporter}, {acces}, {prenom}, {enfants}, {groupe} ou {jour}`;

/** The first unknown field of a template's text (neither a plaine field nor a merge field), or null. */
export function templateFieldProblem(text: string): string | null {
  for (const match of text.matchAll(FIELD)) {
    const name = match[1];
    const known = (TEMPLATE_FIELDS as readonly string[]).includes(name) || (MERGE_FIELDS as readonly string[]).includes(name);
    if (!known) return UNKNOWN_TEMPLATE_FIELD(name);
  }
  return null;
}

/** What a template is filled with: the plaine chosen. */
export interface TemplatePlaine {
  title: string;
  startDate: string;
  endDate: string;
  place: PlaceAddress;
  practical: PracticalInfo;
}

function valuesOf(plaine: TemplatePlaine): Record<TemplateField, string> {
  const practical = (key: keyof PracticalInfo) => plaine.practical[key]?.trim() ?? "";
  return {
    plaine: plaine.title,
    dates: formatDateRangeFr(plaine.startDate, plaine.endDate),
    lieu: placeLine(plaine.place),
    horaires: practical(PRACTICAL_FIELDS.horaires),
    garderie: practical(PRACTICAL_FIELDS.garderie),
    repas: practical(PRACTICAL_FIELDS.repas),
    a_apporter: practical(PRACTICAL_FIELDS.a_apporter),
    acces: practical(PRACTICAL_FIELDS.acces),
  };
}

const isTemplateField = (name: string): name is TemplateField => (TEMPLATE_FIELDS as readonly string[]).includes(name);

/**
 * A template's text with the plaine's fields filled; the merge fields stay for the send. A line
 * holding a field the plaine leaves empty is left out.
 */
export function fillTemplate(text: string, plaine: TemplatePlaine): string {
  const values = valuesOf(plaine);
  return text
    .split("\n")
    .flatMap((line) => {
      const fields = [...line.matchAll(FIELD)].map((match) => match[1]).filter(isTemplateField);
      if (fields.some((name) => values[name] === "")) return [];
      return [line.replace(FIELD, (whole, name: string) => (isTemplateField(name) ? values[name] : whole))];
    })
    .join("\n");
}

export const TEMPLATE_NAME_MAX_LENGTH = 80;
export const TEMPLATE_NOT_FOUND = "Ce modèle n'existe pas";
export const TEMPLATE_NAME_TAKEN = "Un modèle porte déjà ce nom";
