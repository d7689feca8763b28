import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActivityBadges } from "./activity-badges.tsx";

const now = new Date("2027-02-20T10:00:00Z");
const plaine = { remainingSpots: 12, alertePlacesLimitees: true, registrationsOpenAt: "2027-03-01T19:00:00.000Z" };

describe("a plaine's badge on its card", () => {
  it("says when registrations open, until they do, in Brussels time", () => {
    render(<ActivityBadges activity={plaine} now={now} />);
    expect(screen.getByText("Ouverture le 1er mars à 20:00")).toBeTruthy();
    expect(screen.queryByText("Places limitées")).toBeNull();
  });

  it("says 'Places limitées' once they are open, and 'Complet' before anything else", () => {
    const { rerender } = render(<ActivityBadges activity={plaine} now={new Date("2027-03-01T19:00:00.000Z")} />);
    expect(screen.getByText("Places limitées")).toBeTruthy();
    rerender(<ActivityBadges activity={{ ...plaine, remainingSpots: 0 }} now={now} />);
    expect(screen.getByText("Complet")).toBeTruthy();
    expect(screen.queryByText(/Ouverture/)).toBeNull();
  });
});
