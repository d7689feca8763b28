import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { extractText } from "unpdf";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminChildSheet } from "../../../domain/contracts/admin-children.ts";
import type { CertificateRunsView, CertificateRunView } from "../../../domain/contracts/certificates.ts";
import { jsonHeaders } from "../../../../tests/support/accounts.ts";
import { giveAddress, insertFamilyRegistration, markPresent, NUMBERS, saveOrganiser } from "../../../../tests/support/certificates.ts";
import { TEST_CIPHER } from "../../../../tests/support/data-keys.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent } from "../../../../tests/support/families.ts";
import { everyRowAsText } from "../../../../tests/support/privacy.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { sealChildNationalNumber, sealNationalNumber } from "../../crypto/sealed-fields.ts";
import { openDatabase } from "../../db/client.ts";
import { certificateRuns, childcareCertificates, children, profiles } from "../../db/schema.ts";
import { loadCertificateFacts } from "./facts.ts";
import { childcareAmountsOf, childcareContents, issueChildcareCertificates } from "./service.ts";
import { runCertificateYear } from "./runs.ts";
import { loadOrganiser } from "../organiser/index.ts";

describe.each(ENGINES)("a year's certificates in one run on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let activityId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Monday 6 to Friday 10 July 2026, 80 € a child.
    activityId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" })).id;
    const lefevre = await insertParent(t, { firstName: "Amélie", lastName: "Lefèvre" });
    await giveAddress(t.db, lefevre.id);
    await t.db
      .update(profiles)
      .set({ nationalNumber: sealNationalNumber(TEST_CIPHER, lefevre.id, NUMBERS.parent) })
      .where(eq(profiles.id, lefevre.id));
    for (const [name, number] of [
      ["Léa", NUMBERS.lea],
      ["Noé", NUMBERS.noe],
    ] as const) {
      const id = (await insertChild(t.db, lefevre.id, { firstName: name, lastName: "Lefèvre", birthDate: number.birthDate })).id;
      await t.db
        .update(children)
        .set({ nationalNumber: sealChildNationalNumber(TEST_CIPHER, id, number.digits) })
        .where(eq(children.id, id));
      ids[name] = id;
    }
    await insertFamilyRegistration(t.db, {
      parentId: lefevre.id,
      activityId,
      childIds: [ids["Léa"], ids["Noé"]],
      amountCents: 15_000,
      paidAt: new Date("2026-07-01T10:00:00Z"),
    });
    await markPresent(t.db, activityId, ids["Léa"], ["2026-07-06", "2026-07-07"]);
    await markPresent(t.db, activityId, ids["Noé"], ["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"]);
    // A family that never gave its numbers: listed with what is missing, nothing issued.
    const martin = await insertParent(t, { firstName: "Paul", lastName: "Martin" });
    ids.hugo = (await insertChild(t.db, martin.id, { firstName: "Hugo", lastName: "Martin", birthDate: "2017-05-05" })).id;
    await insertFamilyRegistration(t.db, {
      parentId: martin.id,
      activityId,
      childIds: [ids.hugo],
      amountCents: 8_000,
      paidAt: new Date("2026-06-15T10:00:00Z"),
    });
    await markPresent(t.db, activityId, ids.hugo, ["2026-07-06"]);
  });

  const get = (url: string, who = admin) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } });
  const startRun = (year: number, belcotaxLayout?: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/certificates/runs",
      headers: jsonHeaders(t, admin.cookie),
      payload: { year, belcotaxLayout },
    });
  const deps = () => ({ db: t.db, cipher: TEST_CIPHER, documents: t.app.context.documents, media: t.app.context.media });

  async function archive(runId: string) {
    const response = await get(`/api/admin/certificates/runs/${runId}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    return unzipSync(new Uint8Array(response.rawPayload));
  }

  it("refuses a run in French until the association's details are complete", async () => {
    const response = await startRun(2026);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error.message).toContain("le numéro d'entreprise (BCE) de l'association");
    expect(await t.db.select().from(certificateRuns)).toEqual([]);
  });

  it("issues every certificate once, even with two processes at the job, and hands one ZIP of PDFs, CSV and Belcotax file", async () => {
    await saveOrganiser(t, admin.cookie);
    const years = (await get("/api/admin/certificates/runs")).json<CertificateRunsView>().years;
    expect(years).toContain(2026);
    const started = await startRun(2026);
    expect(started.statusCode).toBe(200);
    const run = started.json<CertificateRunView>();
    expect(run).toMatchObject({ year: 2026, status: "queued", requestedBy: "Alex Martin" });
    // A second run of the year while this one waits would race it: refused in French.
    const twice = await startRun(2026);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiErrorBody>().error.message).toContain("déjà en cours de génération");

    // The second process: its own connections to the same database, as another server has.
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: t.database.url! }) : null;
    try {
      const took = await Promise.all([
        runCertificateYear(deps(), run.id),
        runCertificateYear({ ...deps(), db: other?.db ?? t.db }, run.id),
      ]);
      expect(took.filter(Boolean)).toHaveLength(1);
    } finally {
      await other?.close();
    }
    // Delivered again later (a job retried): a finished run is not run again.
    expect(await runCertificateYear(deps(), run.id)).toBe(false);

    const done = (await get(`/api/admin/certificates/runs/${run.id}`)).json<CertificateRunView>();
    expect(done).toMatchObject({ status: "done", total: 3, done: 3, issued: 2, corrected: 0, belcotax: { included: true, reason: null } });
    expect(done.problems).toEqual([
      {
        child: "Hugo Martin",
        debtor: "Paul Martin",
        missing: [
          "le numéro de registre national du parent (Paul Martin)",
          "l'adresse du parent (Paul Martin), dans son profil",
          "le numéro de registre national de Hugo",
        ],
      },
    ]);
    const issued = await t.db.select().from(childcareCertificates);
    expect(issued.map((row) => row.sequence).sort()).toEqual([1, 2]);

    const files = await archive(run.id);
    const pdfs = Object.keys(files).filter((name) => name.startsWith("attestations/"));
    expect(pdfs.sort()).toEqual(["attestations/281.86-2026-0001.pdf", "attestations/281.86-2026-0002.pdf"]);
    // The mutualité's certificates of the year's plaines, Hugo's too: they ask for no national number.
    const mutuality = Object.keys(files).filter((name) => name.startsWith("attestations-mutualite/"));
    expect(mutuality.sort()).toEqual(
      ["lefevre-lea", "lefevre-noe", "martin-hugo"].map((child) => `attestations-mutualite/2026-07-06-plaine-d-ete/${child}.pdf`),
    );
    const hugo = (await extractText(files["attestations-mutualite/2026-07-06-plaine-d-ete/martin-hugo.pdf"])).text.join(" ");
    expect(hugo).toContain("Hugo");
    expect(hugo).toContain("80,00 €");
    const texts = await Promise.all(pdfs.map(async (name) => (await extractText(files[name])).text.join(" ")));
    // 75 € each over five open days: 15 € a day; Léa 2 days, Noé 5.
    expect(texts.find((text) => text.includes("Léa"))).toContain("30,00 €");
    expect(texts.find((text) => text.includes("Noé"))).toContain("75,00 €");

    const csv = strFromU8(files["resume-2026.csv"])
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("N° d'attestation;Version;Débiteur;Enfant;Périodes;Jours;Montant total (€);Montant déductible indicatif (€)");
    // Amounts as numbers a Belgian Excel adds up: decimal comma, no symbol.
    expect(csv.slice(1).map((line) => line.split(";").slice(2, 7))).toEqual(
      expect.arrayContaining([
        ["Amélie Lefèvre", "Léa Lefèvre", "Plaine d'été", "2", "30,00"],
        ["Amélie Lefèvre", "Noé Lefèvre", "Plaine d'été", "5", "75,00"],
      ]),
    );
    expect(csv).toHaveLength(3);
    expect(csv.join("\n")).not.toContain(NUMBERS.parent);

    const xml = strFromU8(files["belcotax-281.86-2026.xml"]);
    expect(xml.match(/<Fiche28186>/g)).toHaveLength(2);
    expect(xml).toContain(`<f2011_nationaalnr>${NUMBERS.parent}</f2011_nationaalnr>`);
    expect(xml).toContain(`<f86_2153_nnchild>${NUMBERS.lea.digits}</f86_2153_nnchild>`);
    expect(xml).toContain("<f2028_typetraitement>0</f2028_typetraitement>");
    expect(xml).toContain("<f86_2064_totalamount>3000</f86_2064_totalamount>");
    expect(xml).toContain("<r8011_controletotaal>3</r8011_controletotaal>");

    // What the database keeps of it is sealed: no national number in clear anywhere.
    const raw = await everyRowAsText(t.db);
    expect(raw).not.toContain(NUMBERS.lea.digits);
    expect(raw).not.toContain(NUMBERS.parent);
  });

  it("a later run keeps each number and re-issues a changed certificate as a correction", async () => {
    await markPresent(t.db, activityId, ids["Léa"], ["2026-07-08"]);
    const run = (await startRun(2026)).json<CertificateRunView>();
    expect(await runCertificateYear(deps(), run.id)).toBe(true);
    const done = (await get(`/api/admin/certificates/runs/${run.id}`)).json<CertificateRunView>();
    expect(done).toMatchObject({ status: "done", issued: 0, corrected: 1 });
    const rows = await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.childId, ids["Léa"]));
    expect(rows).toMatchObject([{ sequence: rows[0].sequence, version: 2 }]);
    const xml = strFromU8((await archive(run.id))["belcotax-281.86-2026.xml"]);
    expect(xml).toContain("<f2028_typetraitement>1</f2028_typetraitement>");
    // The newer ZIP replaces the first one: national numbers are not kept twice.
    const [first] = (await get("/api/admin/certificates/runs")).json<CertificateRunsView>().runs.slice(-1);
    expect(first).toMatchObject({ downloadable: false });
    expect((await get(`/api/admin/certificates/runs/${first.id}/archive`)).statusCode).toBe(409);
    expect(xml).toContain("<f86_2064_totalamount>4500</f86_2064_totalamount>");
  });

  it("takes over a run whose process died on the job's next attempt only, and issues nothing again", async () => {
    const before = await t.db.select().from(childcareCertificates);
    const run = (await startRun(2026)).json<CertificateRunView>();
    // The dead attempt had issued one certificate (recorded with its step) before it died.
    await t.db.update(certificateRuns).set({ status: "running", startedAt: new Date(), issued: 1 }).where(eq(certificateRuns.id, run.id));
    // The same attempt delivered again, or a first attempt: the run is somebody else's.
    expect(await runCertificateYear(deps(), run.id)).toBe(false);
    // The queue started a later attempt: the earlier one is over (its heartbeats stopped).
    expect(await runCertificateYear(deps(), run.id, { retry: true, last: false })).toBe(true);
    expect((await get(`/api/admin/certificates/runs/${run.id}`)).json<CertificateRunView>()).toMatchObject({
      status: "done",
      // What the dead attempt issued still counts; the taking-over attempt issues nothing again.
      issued: 1,
      corrected: 0,
    });
    const after = await t.db.select().from(childcareCertificates);
    expect(after.map(({ sequence, version }) => ({ sequence, version }))).toEqual(
      before.map(({ sequence, version }) => ({ sequence, version })),
    );
  });

  it("re-issues nothing when the database gives a child's plaines in another order", async () => {
    const [facts] = (await loadCertificateFacts(t.db, { year: 2026 })).filter((entry) => entry.child.id === ids["Noé"]);
    // A second plaine of the year, in August: two shares on the certificate.
    const [july] = facts.activities;
    const august = { ...july, activityId: crypto.randomUUID(), title: "Plaine d'août", startDate: "2026-08-03", endDate: "2026-08-07" };
    august.presentDates = ["2026-08-03", "2026-08-04"];
    const issue = async (activities: typeof facts.activities) => {
      const ordered = { ...facts, activities };
      const amounts = childcareAmountsOf(ordered, 2026, "2026-12-01", null);
      const contents = childcareContents(ordered, 2026, amounts, (await loadOrganiser(t.db)).organiser, null, TEST_CIPHER);
      return issueChildcareCertificates(deps(), { childId: ids["Noé"], debtorId: facts.debtor.id }, contents);
    };
    const first = await issue([july, august]);
    expect(first.certificates[0].content.shares).toHaveLength(2);
    const again = await issue([august, july]);
    expect(again).toMatchObject({ issued: 0, corrected: 0 });
    expect(again.certificates.map(({ sequence, version }) => ({ sequence, version }))).toEqual(
      first.certificates.map(({ sequence, version }) => ({ sequence, version })),
    );
  });

  it("files a year after the last known layout in that layout, says so, and follows the administrator's choice", async () => {
    // Léa's plaine of 2027, paid in 2027; the run is made in February 2028.
    const plaine = await insertActivity(t.db, { title: "Plaine de 2027", startDate: "2027-07-05", endDate: "2027-07-09" });
    const [lefevre] = await t.db.select({ id: children.parentId }).from(children).where(eq(children.id, ids["Léa"]));
    await insertFamilyRegistration(t.db, {
      parentId: lefevre.id,
      activityId: plaine.id,
      childIds: [ids["Léa"]],
      amountCents: 8_000,
      paidAt: new Date("2027-06-10T10:00:00Z"),
    });
    await markPresent(t.db, plaine.id, ids["Léa"], ["2027-07-05", "2027-07-06"]);
    const february2028 = new Date("2028-02-10T10:00:00Z");
    const { layouts, latest } = await (async () => {
      const view = (await get("/api/admin/certificates/runs")).json<CertificateRunsView>();
      return { layouts: view.belcotaxLayouts, latest: view.belcotaxLayouts[0].year };
    })();
    expect(layouts.map((layout) => layout.year)).not.toContain(2027);

    const run = (await startRun(2027)).json<CertificateRunView>();
    expect(run.belcotaxChoice).toBe("auto");
    expect(await runCertificateYear(deps(), run.id, undefined, february2028)).toBe(true);
    const done = (await get(`/api/admin/certificates/runs/${run.id}`)).json<CertificateRunView>();
    expect(done.belcotax).toEqual({ included: true, reason: null, layout: { year: latest, confirmedBy: null, chosen: false } });
    const xml = strFromU8((await archive(run.id))["belcotax-281.86-2027.xml"]);
    expect(xml).toContain("<v0002_inkomstenjaar>2027</v0002_inkomstenjaar>");
    expect(xml).toContain("<f86_2055_begindate1>05-07-2027</f86_2055_begindate1>");

    // A layout the site does not know, or no number at all: refused in French, no run.
    const before = (await t.db.select().from(certificateRuns)).length;
    for (const choice of [2031, "0x7EA", "2.026e3", "format"]) {
      const refused = await startRun(2027, choice);
      expect(refused.statusCode, String(choice)).toBe(400);
      expect(refused.json<ApiErrorBody>().error.fields?.belcotaxLayout).toBe(
        "Choisissez le format du fichier Belcotax-on-web dans la liste",
      );
    }
    expect(await t.db.select().from(certificateRuns)).toHaveLength(before);

    // Without the file, as the administrator chose: the certificates are issued, the ZIP has no XML.
    const without = (await startRun(2027, "none")).json<CertificateRunView>();
    expect(await runCertificateYear(deps(), without.id, undefined, february2028)).toBe(true);
    const view = (await get(`/api/admin/certificates/runs/${without.id}`)).json<CertificateRunView>();
    expect(view).toMatchObject({ belcotaxChoice: "none", belcotax: { included: false, layout: null } });
    expect(view.belcotax.reason).toContain("sans fichier Belcotax-on-web");
    expect(Object.keys(await archive(without.id))).not.toContain("belcotax-281.86-2027.xml");

    // An earlier layout chosen for the year: said so on the run's page.
    const chosen = (await startRun(2027, String(latest - 1))).json<CertificateRunView>();
    expect(await runCertificateYear(deps(), chosen.id, undefined, february2028)).toBe(true);
    expect((await get(`/api/admin/certificates/runs/${chosen.id}`)).json<CertificateRunView>().belcotax.layout).toEqual({
      year: latest - 1,
      confirmedBy: null,
      chosen: true,
    });
  });

  it("prints a child's mutualité certificate from the child's sheet, for administrators only", async () => {
    const sheet = (await get(`/api/admin/children/${ids.hugo}`)).json<AdminChildSheet>();
    expect(sheet.mutuality).toHaveLength(1);
    expect(sheet.mutuality[0]).toMatchObject({ activity: { id: activityId }, daysPresent: 1, paidCents: 8_000, unavailableReason: null });
    const url = `/api/admin/certificates/mutuality/${activityId}/${ids.hugo}`;
    const printed = await get(url);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers["content-type"]).toBe("application/pdf");
    expect(printed.headers["content-disposition"]).toBe('inline; filename="attestation-mutualite-2026-07-06-hugo.pdf"');
    const text = (await extractText(new Uint8Array(printed.rawPayload))).text.join(" ");
    expect(text).toContain("Hugo");
    expect(text).toContain("Martin Paul");
    // A plaine the child did not attend, or a child unknown: not found.
    expect((await get(`/api/admin/certificates/mutuality/${activityId}/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/certificates/mutuality/${crypto.randomUUID()}/${ids.hugo}`)).statusCode).toBe(404);
    const parent = await insertParent(t);
    expect((await get(url, parent)).statusCode).toBe(403);
  });

  it("is for administrators only", async () => {
    const parent = await insertParent(t);
    const [run] = await t.db.select().from(certificateRuns);
    expect((await get(`/api/admin/certificates/runs/${run.id}/archive`, parent)).statusCode).toBe(403);
    expect((await get("/api/admin/certificates/runs", parent)).statusCode).toBe(403);
  });
});
