import { describe, expect, it } from "vitest";
import { CONFIRMATION_POLL_LIMIT_MS, confirmationPollInterval, confirmationTimedOut, confirmationToast } from "./confirmation-status.ts";

describe("confirmationPollInterval", () => {
  const since = 1_000_000;

  it("asks again every 1.5 s while the e-mail is being sent", () => {
    expect(confirmationPollInterval("sending", since, since)).toBe(1500);
    expect(confirmationPollInterval("sending", since, since + CONFIRMATION_POLL_LIMIT_MS - 1)).toBe(1500);
  });

  it("stops after a minute", () => {
    expect(confirmationPollInterval("sending", since, since + 60_000)).toBe(false);
    expect(confirmationPollInterval("sending", since, since + 120_000)).toBe(false);
  });

  it("stops at once on a final state, or without an answer", () => {
    for (const state of ["sent", "already_sent", "error", undefined] as const) {
      expect(confirmationPollInterval(state, since, since)).toBe(false);
    }
  });
});

describe("confirmationTimedOut", () => {
  it("is true only for an answer still 'sending' read a minute or more after the start", () => {
    expect(confirmationTimedOut("sending", 0, 59_999)).toBe(false);
    expect(confirmationTimedOut("sending", 0, 60_000)).toBe(true);
    expect(confirmationTimedOut("sent", 0, 90_000)).toBe(false);
    expect(confirmationTimedOut(undefined, 0, 90_000)).toBe(false);
  });
});

describe("confirmationToast", () => {
  it("gives each final state the spec's toast", () => {
    expect(confirmationToast("sent")).toEqual({ tone: "success", message: "E-mail de confirmation envoyé\u00a0!" });
    expect(confirmationToast("already_sent")).toEqual({ tone: "info", message: "Email de confirmation déjà envoyé\u00a0!" });
    expect(confirmationToast("error")).toEqual({
      tone: "warning",
      message: "Inscription réussie mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.",
    });
    expect(confirmationToast("sending")).toBeNull();
  });
});

describe("confirmationToast for a card payment", () => {
  it("says the payment succeeded when the e-mail failed", () => {
    const card = "Paiement réussi mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.";
    expect(confirmationToast("error", card)).toEqual({ tone: "warning", message: card });
    expect(confirmationToast("already_sent", card)).toEqual({ tone: "info", message: "Email de confirmation déjà envoyé\u00a0!" });
  });
});
