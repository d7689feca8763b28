import { accountPaths, type MeResponse } from "../../domain/contracts/account.ts";
import { GENERIC_ERROR_MESSAGE, isApiErrorBody } from "../../domain/api-error.ts";
import { LOGOUT_SUCCESS_MESSAGE } from "../../domain/session-messages.ts";
import { LOGOUT_ATTRIBUTE } from "../components/layout/header-markup.ts";
import { showPartsFor, type Visitor, visitorOf } from "../lib/visitor.ts";
import { showNotice } from "./notice.ts";

const NOBODY = { visitor: "anonymous", inTeam: false } as const;

/** Who is there, and whether they are in the team: any 4xx answer means nobody (as lib/auth/get-me.ts), one quick second try otherwise. */
async function currentVisitor(attempts = 2): Promise<{ visitor: Visitor; inTeam: boolean }> {
  try {
    const answer = await fetch(accountPaths.me.url(), { headers: { Accept: "application/json" } });
    if (answer.status >= 400 && answer.status < 500) return NOBODY;
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const { user } = (await answer.json()) as MeResponse;
    return { visitor: visitorOf(user ?? null), inTeam: user?.inTeam === true };
  } catch {
    return attempts > 1 ? currentVisitor(attempts - 1) : NOBODY;
  }
}

/** "Déconnexion" on a public page: the session ends, the reader stays on the page they were reading. */
async function logout(): Promise<void> {
  try {
    const answer = await fetch(accountPaths.signOut.url(), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
    });
    if (!answer.ok) {
      const body: unknown = await answer.json().catch(() => null);
      showNotice("error", isApiErrorBody(body) ? body.error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
  } catch {
    showNotice("error", GENERIC_ERROR_MESSAGE);
    return;
  }
  showPartsFor("anonymous");
  showNotice("success", LOGOUT_SUCCESS_MESSAGE);
}

/**
 * A server-drawn page is the same for everyone: this asks who is there and shows their parts
 * ("Se connecter", or "Mon Espace" — and "Mon équipe" for the team — and "Déconnexion"; where "S'inscrire" leads). Their place in
 * the header is kept empty until then, so nothing moves.
 */
export async function showVisitor(): Promise<Visitor> {
  for (const button of document.querySelectorAll(`[${LOGOUT_ATTRIBUTE}]`)) button.addEventListener("click", () => void logout());
  const { visitor, inTeam } = await currentVisitor();
  showPartsFor(visitor, document, inTeam);
  return visitor;
}
