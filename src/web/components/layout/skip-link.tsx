export const MAIN_CONTENT_ID = "main-content";

/** The first stop for keyboard users: jump over the header straight to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Aller au contenu principal
    </a>
  );
}
