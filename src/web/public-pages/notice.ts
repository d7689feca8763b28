/**
 * The toasts of a server-drawn page, which has no React (and so no sonner): the same place
 * (bottom right), the same five seconds and the same look as components/ui/toaster.tsx.
 */
const NOTICE_DURATION_MS = 5000;
const REGION_ID = "notices";
/** Marks a notice, as sonner marks its toasts, for the tests to find it. */
const NOTICE_ATTRIBUTE = "data-notice";

type Tone = "success" | "error";

const svg = (className: string, shapes: string) =>
  `<svg aria-hidden="true" class="${className}" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;

// lucide's circle-check, circle-x and x, as the app's toaster shows them.
const ICONS: Record<Tone, string> = {
  success: svg("size-5 shrink-0 text-emerald-700", '<circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/>'),
  error: svg("size-5 shrink-0 text-red-700", '<circle cx="12" cy="12" r="10"/><path d="m15 9-6 6"/><path d="m9 9 6 6"/>'),
};
const CLOSE_ICON = svg("size-4", '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');

/** The live region the notices appear in, made once, empty, so screen readers listen to it before it speaks. */
export function noticeRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement("section");
  region.id = REGION_ID;
  region.setAttribute("aria-label", "Notifications");
  region.setAttribute("aria-live", "polite");
  region.className =
    "pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6";
  document.body.append(region);
  return region;
}

export function showNotice(tone: Tone, message: string): void {
  const notice = document.createElement("div");
  notice.setAttribute(NOTICE_ATTRIBUTE, tone);
  notice.setAttribute("role", tone === "error" ? "alert" : "status");
  notice.className =
    "pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm font-medium text-ink shadow-lg";
  notice.innerHTML = ICONS[tone];

  const text = document.createElement("p");
  text.className = "flex-1";
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Fermer la notification");
  close.className = "rounded-full p-1 text-slate-600 hover:bg-slate-100";
  close.innerHTML = CLOSE_ICON;
  close.addEventListener("click", () => notice.remove());
  notice.append(text, close);

  noticeRegion().append(notice);
  setTimeout(() => notice.remove(), NOTICE_DURATION_MS);
}
