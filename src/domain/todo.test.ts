import { describe, expect, it } from "vitest";
import type { TodoItem } from "./contracts/todo.ts";
import { childNames, sortTodo, todoText } from "./todo.ts";

const activity = { id: "a", title: "Plaine d'été", startDate: "2027-07-05", endDate: "2027-07-09" };
const lea = { id: "c1", firstName: "Léa", lastName: "Dupont" };
const tom = { id: "c2", firstName: "Tom", lastName: "Dupont" };

const transfer = (deadline: string): TodoItem => ({
  kind: "bank-transfer",
  id: `t-${deadline}`,
  activity,
  children: [lea],
  registrationId: "r1",
  amountCents: 12500,
  deadline,
  transferPath: "/bank-transfer/success?registration_id=r1",
});
const card = (holdExpiresAt: string): TodoItem => ({
  kind: "card-payment",
  id: "p1",
  activity,
  children: [lea, tom],
  registrationId: "r2",
  amountCents: 16000,
  holdExpiresAt,
});
const offer = (offerExpiresAt: string): TodoItem => ({
  kind: "waitlist-offer",
  id: "w1",
  activity,
  children: [tom],
  offerExpiresAt,
  answerPath: "/register/a?offre=w1",
});
const health: TodoItem = { kind: "health-form", id: "c1", child: lea, activity };
const number: TodoItem = { kind: "national-number", id: "c2", child: tom, year: 2027 };

describe("sortTodo", () => {
  it("puts the soonest end first, the end of a transfer's last day counting in Brussels", () => {
    const items = [number, health, transfer("2027-06-20"), offer("2027-06-20T21:00:00Z"), card("2027-06-20T10:30:00Z")];
    // 20 June ends at 22:00 UTC in Brussels (summer time): the offer ending at 21:00 UTC comes before the transfer.
    expect(sortTodo(items).map((item) => item.kind)).toEqual([
      "card-payment",
      "waitlist-offer",
      "bank-transfer",
      "health-form",
      "national-number",
    ]);
    expect(sortTodo([offer("2027-06-20T23:00:00Z"), transfer("2027-06-20")]).map((item) => item.kind)).toEqual([
      "bank-transfer",
      "waitlist-offer",
    ]);
  });

  it("keeps a fiche santé due with the plaine's first day, after what must be paid before it", () => {
    expect(sortTodo([health, transfer("2027-07-04")]).map((item) => item.kind)).toEqual(["bank-transfer", "health-form"]);
  });
});

describe("todoText", () => {
  it("says what to do and what happens otherwise, with non-breaking spaces before colons", () => {
    expect(todoText(transfer("2027-06-20"))).toEqual({
      title: "Virement de 125,00\u00a0€ à effectuer",
      detail: "À payer au plus tard le 20 juin 2027 : sans paiement, l'inscription sera annulée.".replace(" :", "\u00a0:"),
    });
    expect(todoText(card("2027-06-20T10:30:00Z")).title).toBe("Paiement en attente\u00a0: 160,00\u00a0€");
    expect(todoText(offer("2027-06-20T10:30:00Z")).detail).toBe(
      "À accepter avant le 20 juin 2027 à 12:30\u00a0: ensuite, elle est proposée à la famille suivante.",
    );
    expect(todoText(health).title).toBe("Fiche santé de Léa à compléter");
    expect(todoText(number).detail).toContain("281.86 de 2027");
  });

  it("names the children", () => {
    expect(childNames([lea])).toBe("Léa Dupont");
    expect(childNames([lea, tom, { id: "c3", firstName: "Zoé", lastName: "Martin" }])).toBe("Léa Dupont, Tom Dupont et Zoé Martin");
  });
});
