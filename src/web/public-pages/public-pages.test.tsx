import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityDetail } from "../../domain/contracts/activities.ts";
import { AppProvider } from "../app/provider.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { RegistrationPanel } from "../features/activities/components/registration-panel.tsx";
import { enhanceHeader } from "./header.ts";
import { enhanceOpenings } from "./opening.ts";
import { showVisitor } from "./visitor.ts";

/**
 * The script of the server-drawn pages, on the markup the server draws: the real header, footer
 * and registration panel rendered to a string for a visitor not known yet, as entry-server.tsx does.
 */
const activity = {
  id: "7c1f3e5a-0000-4000-8000-000000000001",
  title: "Plaine d'été",
  startDate: "2099-07-06",
  endDate: "2099-07-10",
  remainingSpots: 12,
  capacity: 40,
  price: { standard: 8500, reduced: null },
  tariffs: [],
  ageRange: { min: 4, max: 10 },
  registrationsOpenAt: null,
} as unknown as ActivityDetail;

function serverDrawnPage(shown: ActivityDetail = activity) {
  document.body.innerHTML = renderToString(
    <AppProvider>
      <MemoryRouter initialEntries={[`/activities/${shown.id}`]}>
        <Header />
        <main>
          <RegistrationPanel activity={shown} />
        </main>
        <Footer />
      </MemoryRouter>
    </AppProvider>,
  );
}

type Answer = { status: number; body: unknown };

/** The opening's answers in turn, the last one repeated; every question is kept. */
function fakeOpening(answers: { open: boolean; opensInMs: number }[]) {
  let asked = 0;
  const fetch = vi.fn(() => {
    const { open, opensInMs } = answers[Math.min(asked++, answers.length - 1)];
    const body = { opening: { registrationsOpenAt: "2099-03-01T19:00:00.000Z", open, opensInMs } };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** A fake server: GET /api/me and POST /api/auth/sign-out answer as given; every call is kept. */
function fakeServer({ me, signOut = { status: 200, body: { success: true } } }: { me: Answer; signOut?: Answer }) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const answer = url === "/api/me" ? me : url === "/api/auth/sign-out" && init?.method === "POST" ? signOut : { status: 404, body: {} };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const parent = { id: "u1", email: "marie@example.be", firstName: "Marie", lastName: "Dupont", isAdmin: false };
const desktopBar = () => within(screen.getByRole("navigation", { name: "Navigation principale" }));
const registerLink = () => within(screen.getByRole("main")).getByRole("link", { name: "S'inscrire" });

beforeEach(() => serverDrawnPage());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the page as the server draws it", () => {
  it("shows none of the visitor's own links, and 'S'inscrire' leads to the login", () => {
    expect(desktopBar().queryByRole("link", { name: "Se connecter" })).toBeNull();
    expect(desktopBar().queryByRole("link", { name: "Mon Espace" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Déconnexion" })).toBeNull();
    expect(registerLink().getAttribute("href")).toBe(`/login?redirect=/register/${activity.id}`);
  });

  it("shows no empty 'Contact' column while the association has given no contact details", () => {
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Informations" })).toBeTruthy();
    expect(within(footer).queryByRole("heading", { name: "Contact" })).toBeNull();
  });
});

describe("the visitor's own parts", () => {
  it("someone not signed in gets 'Se connecter' and 'Espace parent'", async () => {
    fakeServer({ me: { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Non connecté" } } } });
    await showVisitor();
    expect(desktopBar().getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Espace parent" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Déconnexion" })).toBeNull();
    expect(registerLink().getAttribute("href")).toBe(`/login?redirect=/register/${activity.id}`);
  });

  it("a parent gets 'Mon Espace' to the dashboard, 'Déconnexion', and 'S'inscrire' straight to the form", async () => {
    fakeServer({ me: { status: 200, body: { user: parent } } });
    await showVisitor();
    expect(desktopBar().getByRole("link", { name: "Mon Espace" }).getAttribute("href")).toBe("/dashboard");
    expect(desktopBar().getByRole("button", { name: "Déconnexion" })).toBeTruthy();
    expect(desktopBar().queryByRole("link", { name: "Se connecter" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Espace parent" })).toBeNull();
    expect(registerLink().getAttribute("href")).toBe(`/register/${activity.id}`);
  });

  it("someone in the team of a plaine also gets 'Mon équipe', to the team's space; others do not", async () => {
    fakeServer({ me: { status: 200, body: { user: { ...parent, inTeam: true } } } });
    await showVisitor();
    expect(desktopBar().getByRole("link", { name: "Mon équipe" }).getAttribute("href")).toBe("/equipe");
    expect(desktopBar().getByRole("link", { name: "Mon Espace" }).getAttribute("href")).toBe("/dashboard");
    fakeServer({ me: { status: 200, body: { user: parent } } });
    await showVisitor();
    expect(desktopBar().queryByRole("link", { name: "Mon équipe" })).toBeNull();
  });

  it("an administrator's 'Mon Espace' leads to the administration", async () => {
    fakeServer({ me: { status: 200, body: { user: { ...parent, isAdmin: true } } } });
    await showVisitor();
    expect(desktopBar().getByRole("link", { name: "Mon Espace" }).getAttribute("href")).toBe("/admin");
  });

  it("'Déconnexion' ends the session, shows 'Se connecter' and says so", async () => {
    const fetch = fakeServer({ me: { status: 200, body: { user: parent } } });
    await showVisitor();
    await userEvent.click(desktopBar().getByRole("button", { name: "Déconnexion" }));
    expect(fetch).toHaveBeenCalledWith("/api/auth/sign-out", expect.objectContaining({ method: "POST" }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Vous avez été déconnecté avec succès");
    expect(desktopBar().getByRole("link", { name: "Se connecter" })).toBeTruthy();
    expect(desktopBar().queryByRole("button", { name: "Déconnexion" })).toBeNull();
  });

  it("a refused logout says why and keeps the visitor signed in", async () => {
    fakeServer({
      me: { status: 200, body: { user: parent } },
      signOut: { status: 500, body: { error: { code: "INTERNAL", message: "Le service est indisponible" } } },
    });
    await showVisitor();
    await userEvent.click(desktopBar().getByRole("button", { name: "Déconnexion" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Le service est indisponible");
    expect(desktopBar().getByRole("link", { name: "Mon Espace" })).toBeTruthy();
  });
});

describe("the opening of registrations", () => {
  it("counts down by the server's answer, then shows 'S'inscrire' without a reload once the server says it is open", async () => {
    serverDrawnPage({ ...activity, registrationsOpenAt: "2099-03-01T19:00:00.000Z" });
    // Drawn before the opening: the date, no way in.
    expect(screen.getByText("Inscriptions à partir du 1er mars à 20:00")).toBeTruthy();
    expect(within(screen.getByRole("main")).queryByRole("link", { name: "S'inscrire" })).toBeNull();
    const fetch = fakeOpening([
      { open: false, opensInMs: 1_400 },
      { open: true, opensInMs: 0 },
    ]);
    enhanceOpenings();
    expect((await screen.findByRole("timer")).textContent).toBe("Ouverture dans 00:02");
    expect(await screen.findByRole("link", { name: "S'inscrire" }, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByText("Inscriptions à partir du 1er mars à 20:00").closest("[hidden]")).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(`/api/activities/${activity.id}/opening`, expect.anything());
  });
});

describe("the phone menu", () => {
  it("opens and closes with its button and with Escape, and the bar turns white while open", async () => {
    enhanceHeader();
    const header = document.getElementById("site-header");
    await userEvent.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    expect(screen.getByRole("navigation", { name: "Menu mobile" })).toBeTruthy();
    expect(header?.dataset.menuOpen).toBe("true");

    await userEvent.click(screen.getByRole("button", { name: "Fermer le menu" }));
    expect(screen.queryByRole("navigation", { name: "Menu mobile" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Ouvrir le menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(header?.dataset.menuOpen).toBe("false");
  });
});
