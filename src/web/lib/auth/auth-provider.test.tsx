import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_EXPIRED_MESSAGE } from "../../../domain/session-messages.ts";
import { fakeApi, on } from "../../../../tests/support/fake-api.ts";
import { accountPaths } from "../../../domain/contracts/account.ts";
import { childrenPaths } from "../../../domain/contracts/children.ts";
import { renderWithAuth } from "../../../../tests/support/render.tsx";
import { api } from "../api-client.ts";
import { meQueryKey } from "../query-keys.ts";
import { useAuth } from "./auth-context.ts";

const parent = { id: "u1", email: "marie@example.be", firstName: "Marie", lastName: "Dupont", isAdmin: false };

function WhoIsThere() {
  const { user, isLoading, refresh } = useAuth();
  if (isLoading) return <p>…</p>;
  return (
    <>
      <p>{user ? `Connectée : ${user.firstName}` : "Personne"}</p>
      <button type="button" onClick={() => void refresh()}>
        Vérifier
      </button>
    </>
  );
}

const expired = { status: 401, body: { error: { code: "UNAUTHENTICATED", message: SESSION_EXPIRED_MESSAGE } } };

afterEach(() => vi.unstubAllGlobals());

describe("AuthProvider", () => {
  it("signs the person out and says the session expired when a protected call answers 401", async () => {
    fakeApi({ [on.get(accountPaths.me)]: { body: { user: parent } }, [on.get(childrenPaths.list)]: expired });
    renderWithAuth(<WhoIsThere />);
    expect(await screen.findByText("Connectée : Marie")).toBeTruthy();

    await act(() => api.get("/api/children").catch(() => undefined));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText("Personne")).toBeTruthy();
  });

  it("shows no toast when nobody was signed in", async () => {
    fakeApi({ [on.get(accountPaths.me)]: expired, [on.get(childrenPaths.list)]: expired });
    renderWithAuth(<WhoIsThere />);
    expect(await screen.findByText("Personne")).toBeTruthy();

    await act(() => api.get("/api/children").catch(() => undefined));

    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
  });

  it("does not take a wrong password for an expired session", async () => {
    fakeApi({ [on.get(accountPaths.me)]: { body: { user: parent } }, [on.post(accountPaths.signIn)]: expired });
    renderWithAuth(<WhoIsThere />);
    expect(await screen.findByText("Connectée : Marie")).toBeTruthy();

    await act(() => api.post("/api/auth/sign-in/email", {}).catch(() => undefined));

    expect(screen.getByText("Connectée : Marie")).toBeTruthy();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
  });

  it("asks the server after a sign-in even when the cached visitor is dated by a clock ahead of this one", async () => {
    let signedIn = false;
    fakeApi({ [on.get(accountPaths.me)]: () => (signedIn ? { body: { user: parent } } : expired) });
    const { queryClient } = renderWithAuth(<WhoIsThere />);
    expect(await screen.findByText("Personne")).toBeTruthy();
    // The page drawn by a server whose clock is three minutes ahead: its "nobody" looks fresh here.
    queryClient.setQueryData(meQueryKey, null, { updatedAt: Date.now() + 3 * 60_000 });
    signedIn = true;

    act(() => screen.getByRole("button", { name: "Vérifier" }).click());

    expect(await screen.findByText("Connectée : Marie")).toBeTruthy();
  });
});
