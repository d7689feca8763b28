import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { AppliedTemplate, MessageTemplateView } from "../../../domain/contracts/admin-message-templates.ts";
import { UNKNOWN_TEMPLATE_FIELD, TEMPLATE_NAME_TAKEN, TEMPLATE_NOT_FOUND } from "../../../domain/message-templates.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertParent } from "../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";

const URL = "/api/admin/message-templates";
const MISSING = "00000000-0000-4000-8000-000000000000";

describe.each(ENGINES)("message templates on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => sendAs(t, method, url, admin.cookie, payload);
  const list = async () => (await send("GET", URL)).json<MessageTemplateView[]>();

  it("starts with the six templates, each with known fields only", async () => {
    const templates = await list();
    expect(templates.map((template) => template.name)).toEqual([
      "Informations pratiques de la semaine",
      "Ce qu'il faut apporter",
      "Programme",
      "Objets perdus",
      "Fiche santé à compléter",
      "Rappel de paiement",
    ]);
    for (const template of templates) expect(template.body).toContain("{prenom}");
  });

  it("fills a template with the chosen plaine's practical information, leaving out the parts it does not give", async () => {
    const plaine = await insertActivity(t.db, {
      title: "Plaine d'été",
      startDate: "2026-07-06",
      endDate: "2026-07-10",
      practicalHours: "De 9 h à 16 h",
      practicalBring: "- une gourde\n- une casquette",
    });
    const week = (await list())[0];
    const response = await send("POST", `${URL}/${week.id}/apply`, { activityId: plaine.id });
    expect(response.statusCode).toBe(200);
    const applied = response.json<AppliedTemplate>();
    expect(applied.subject).toBe("Plaine d'été\u00a0: les informations pratiques");
    expect(applied.body).toContain("Voici les informations pratiques de la semaine de {enfants} (Plaine d'été, du 6 au 10 juillet 2026).");
    expect(applied.body).toContain("- Horaire\u00a0: De 9 h à 16 h");
    expect(applied.body).toContain("- À emporter\u00a0: - une gourde\n- une casquette");
    expect(applied.body).toContain("- Lieu\u00a0: École communale, Rue de l'École 1, 1348 Louvain-la-Neuve");
    expect(applied.body).not.toMatch(/Garderie|Repas|Comment venir|\{(horaires|garderie|repas|acces|plaine|dates|lieu)\}/);

    const refused = await send("POST", `${URL}/${week.id}/apply`, { activityId: "pas-une-plaine" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.message).toBe("Choisissez la plaine");
    expect((await send("POST", `${URL}/${MISSING}/apply`, { activityId: plaine.id })).json<ApiErrorBody>().error.message).toBe(
      TEMPLATE_NOT_FOUND,
    );
  });

  it("adds, changes and deletes a template, refusing a taken name, an unknown field and a name too long in French", async () => {
    const created = await send("POST", URL, {
      name: "Sortie à la mer",
      subject: "Sortie {jour}",
      body: "Bonjour {prenom}, départ à {horaires}.",
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<MessageTemplateView>();
    expect((await list()).at(-1)).toEqual(template);

    const taken = await send("POST", URL, { name: "programme", subject: "Objet", body: "Texte" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>().error.message).toBe(TEMPLATE_NAME_TAKEN);
    const unknown = await send("POST", URL, { name: "Autre", subject: "Objet", body: "Bonjour {nom}" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().error.fields?.body).toBe(UNKNOWN_TEMPLATE_FIELD("nom"));
    const long = await send("POST", URL, { name: "x".repeat(81), subject: "Objet", body: "Texte" });
    expect(long.json<ApiErrorBody>().error.fields?.name).toBe("80 caractères au maximum");
    expect((await list()).length).toBe(7);

    const changed = await send("PUT", `${URL}/${template.id}`, { name: "Sortie à la plage", subject: "Sortie", body: "Texte" });
    expect(changed.json<MessageTemplateView>()).toEqual({ id: template.id, name: "Sortie à la plage", subject: "Sortie", body: "Texte" });
    expect((await send("PUT", `${URL}/${template.id}`, { name: "Objets perdus", subject: "Sortie", body: "Texte" })).statusCode).toBe(409);

    expect((await send("DELETE", `${URL}/${template.id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `${URL}/${template.id}`)).json<ApiErrorBody>().error.message).toBe(TEMPLATE_NOT_FOUND);
    expect((await list()).map((row) => row.id)).not.toContain(template.id);
  });

  it("lets administrators only keep and apply the templates", async () => {
    const parent = await insertParent(t);
    expect((await sendAs(t, "GET", URL, parent.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
  });
});
