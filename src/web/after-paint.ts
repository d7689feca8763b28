/**
 * Starts the application once the page the server drew has been painted (decision 0021).
 *
 * The server replaces the application's script and its preloads, in the frame of the pages it draws,
 * by this one small file, which carries their addresses: `data-app` (the entry) and `data-preload`
 * (the modules it imports). Fetched at once, 185 kB of scripts shared a phone's slow connection with
 * the page itself and held back its largest text; asked for after the first frame, they leave the
 * page to paint as soon as its HTML has arrived. What is typed in the meantime stays (the fields keep
 * their text when React takes them over) and a form sent meanwhile is posted, not put in an address.
 */
function start(loader: HTMLScriptElement) {
  const module = (rel: "modulepreload" | "script", href: string) => {
    const element =
      rel === "script"
        ? Object.assign(document.createElement("script"), { type: "module", src: href })
        : Object.assign(document.createElement("link"), { rel, href });
    element.crossOrigin = "";
    document.head.append(element);
  };
  // Each file asked for in a task of its own, the entry first: asking starts a fetch on the main
  // thread (several milliseconds each on a slow phone), and a dozen in one task held the page
  // unresponsive for a tenth of a second. Between two, the page answers a tap.
  const asks = [
    () => module("script", loader.dataset.app ?? ""),
    ...(loader.dataset.preload ?? "")
      .split(" ")
      .filter(Boolean)
      .map((href) => () => module("modulepreload", href)),
  ];
  const next = () => {
    asks.shift()?.();
    if (asks.length > 0) setTimeout(next, 0);
  };
  next();
}

/** At the latest this long after the page's script ran, the application starts whatever the browser reported. */
const LATEST_START_MS = 3000;

/**
 * Calls `then` once the browser has painted the page's first text and then a whole frame of the page
 * (a frame later, where it cannot tell), once. This script runs once the HTML is parsed, but a slow
 * phone may have painted its first text (the header) from part of it: the frame asked for here is
 * drawn from the whole page, so its largest text is on screen before the application is fetched.
 */
function afterFirstText(then: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  // The callback of the next animation frame runs before that frame is painted; a task it queues, after.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, LATEST_START_MS);
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    afterNextFrame();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    afterNextFrame();
  });
  observer.observe({ type: "paint", buffered: true });
}

const loader = document.querySelector<HTMLScriptElement>("script[data-app]");
if (loader) {
  // A tab opened in the background paints nothing until it is shown: it starts at once.
  if (document.visibilityState === "hidden") start(loader);
  else afterFirstText(() => start(loader));
}
