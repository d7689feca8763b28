/**
 * Messages to families (decision 0061), on a phone: an administrator writes to the parents of one
 * group of a plaine with a PDF attached, sees how many families it reaches and one family's copy,
 * and sends it; the family of that group gets its own e-mail with the file, the other family
 * nothing; its parent finds the message in 'Messages', opens it and its file, and the
 * administrator's page counts it read.
 */
import type { FamilyMessageDetail, FamilyMessageSummary } from "../../../src/domain/contracts/admin-messages.ts";
import { addDaysIso, brusselsToday, formatDateFr } from "../../../src/domain/dates.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge, registerByTransfer } from "../support/family.ts";
import { plaineForm } from "../support/plaines.ts";
import { monday } from "../support/certificates.ts";

/** A small PDF as a device keeps it. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test.describe("Messages to families (decision 0061)", () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(({ isMobile }) => !isMobile, "a phone journey: run at phone width only");

  test("an administrator writes to the parents of one group, and a parent of that group reads it in 'Messages'", async ({
    page,
    baseURL,
    context,
    mailbox,
    createParent,
    signIn,
    signInAsAdmin,
  }) => {
    const headers = { Origin: new URL(baseURL ?? "").origin };
    const title = `Plaine des messages ${Date.now().toString(36)}`;
    const start = monday(addDaysIso(brusselsToday(), 20), addDaysIso(brusselsToday(), 30));
    await signInAsAdmin();
    const created = await page.request.post("/api/admin/activities", { headers, data: plaineForm(title, start) });
    expect(created.status(), await created.text()).toBe(201);
    const plaine = ((await created.json()) as { activity: { id: string } }).activity;

    // Two families: Léa (4) in the Petits, Tom (10) in the Grands.
    await context.clearCookies();
    const [petits, grands] = await Promise.all([createParent("parent-petits"), createParent("parent-grands")]);
    for (const [parent, child] of [
      [petits, { firstName: "Léa", birthDate: birthDateForAge(4, start) }],
      [grands, { firstName: "Tom", birthDate: birthDateForAge(10, start) }],
    ] as const) {
      await signIn(parent);
      const added = await addChild(page, baseURL, { ...child, lastName: parent.lastName });
      await registerByTransfer(page, baseURL, plaine.id, [added.id]);
      await context.clearCookies();
    }

    // 1. The administrator writes to the Petits' parents.
    await signInAsAdmin();
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages aux familles");
    const form = page.getByRole("form", { name: "Écrire aux familles" });
    await form.getByLabel("Plaine").selectOption({ label: `${title} (${formatDateFr(start)})` });
    await form.getByLabel("Destinataires").selectOption({ label: "Les parents d'un groupe" });
    await form.getByLabel("Groupe").selectOption("Petits");
    await form.getByLabel("Objet").fill("Sortie à la ferme");
    await form
      .getByLabel("Message", { exact: true })
      .fill("Bonjour {prenom},\n\nMercredi, {enfants} part à la ferme avec les {groupe}.\n- des bottes\n- un pique-nique");
    await expect(form.getByTestId("message-recipient-count")).toHaveText("Ce message partira vers 1 famille.");
    await expect(form.getByText(`Bonjour ${petits.firstName},`)).toBeVisible();
    await expect(form.getByText("Mercredi, Léa part à la ferme avec les Petits.")).toBeVisible();
    // A text renamed .pdf is refused here, before it is sent; the real PDF is attached.
    await form
      .getByLabel("Joindre un fichier")
      .setInputFiles({ name: "faux.pdf", mimeType: "application/pdf", buffer: Buffer.from("pas un PDF") });
    await expect(form.getByRole("alert")).toHaveText("La pièce jointe doit être un fichier PDF, PNG, JPEG ou WebP.");
    await form.getByLabel("Joindre un fichier").setInputFiles({ name: "Programme ferme.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(form.getByRole("link", { name: "Programme ferme.pdf" })).toBeVisible();
    await expect(form.getByRole("alert")).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Envoyer à 1 famille" }).click();
    await expect(toast(page, "Message envoyé")).toBeVisible();

    // 2. Only the Petits' parent gets an e-mail, to their address alone.
    const mail = await mailbox.waitFor(petits.email, { subject: "Sortie à la ferme", timeoutMs: 60_000 });
    expect(mail.text).toContain("Mercredi, Léa part à la ferme avec les Petits.");
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([["Programme ferme.pdf", "application/pdf"]]);
    expect(Buffer.from(mail.attachments[0].base64, "base64").equals(PDF)).toBe(true);
    // Every family's e-mail is queued in the one transaction that sent the message: its recipients are all there is.
    const sent = ((await (await page.request.get("/api/admin/messages")).json()) as FamilyMessageSummary[]).find(
      (summary) => summary.subject === "Sortie à la ferme",
    )!;
    const detail = (await (await page.request.get(`/api/admin/messages/${sent.id}`)).json()) as FamilyMessageDetail;
    expect(detail.recipients.map((recipient) => recipient.email)).toEqual([petits.email]);
    expect(await mailbox.messagesTo(grands.email)).not.toContainEqual(expect.objectContaining({ subject: "Sortie à la ferme" }));

    // 3. The parent reads it in 'Messages' on their phone.
    await context.clearCookies();
    await signIn(petits);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Messages/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages$/);
    const item = page.getByRole("listitem").filter({ hasText: "Sortie à la ferme" });
    await expect(item.getByText("Nouveau")).toBeVisible();
    await item.getByText("Sortie à la ferme").click();
    await expect(item.getByText("Mercredi, Léa part à la ferme avec les Petits.")).toBeVisible();
    await expect(item.getByText("Nouveau")).toBeHidden();
    const file = item.getByRole("link", { name: /Programme ferme\.pdf/ });
    await expect(file).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The file opens for this parent (their session), kept from every cache; the other family's session gets nothing.
    const href = (await file.getAttribute("href"))!;
    const opened = await page.request.get(href);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("application/pdf");
    expect(opened.headers()["cache-control"]).toBe("private, no-store");
    expect((await opened.body()).equals(PDF)).toBe(true);
    await context.clearCookies();
    await signIn(grands);
    expect((await page.request.get(href)).status()).toBe(404);

    // 4. The administrator sees it sent to one family and read by one.
    await context.clearCookies();
    await signInAsAdmin();
    await page.goto("/admin/messages");
    await expect(page.getByRole("listitem").filter({ hasText: "Sortie à la ferme" })).toContainText("envoyé à 1 famille · lu par 1");
  });
});
