// The page-view beacon (000 §7, §9): how long each page stays open, reported every 30 seconds and when the page is
// left, with the reader's clicks and key presses counted. A failure is logged only (000 §8: tracking failures).
import { PAGE_HEARTBEAT_MS } from "./constants";

let current: { id: string; startedAt: number } | null = null;
let interactions = 0;
let timer: ReturnType<typeof setInterval> | undefined;
let previousPath: string | null = null;

function heartbeat(ended: boolean) {
  if (!current) return;
  const body = JSON.stringify({
    durationSeconds: Math.round((Date.now() - current.startedAt) / 1000),
    interactions,
    ended,
  });
  const url = `/api/analytics/page-views/${encodeURIComponent(current.id)}/heartbeat`;
  if (ended && navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
  // The answer is read to its end, or the request never finishes loading in Chromium (see use-report-timezone.ts).
  fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: ended })
    .then((response) => response.arrayBuffer())
    .catch((error) => console.warn("page view heartbeat failed", error));
}

function install() {
  if (timer !== undefined) return;
  timer = setInterval(() => heartbeat(false), PAGE_HEARTBEAT_MS);
  const count = () => void interactions++;
  window.addEventListener("pointerdown", count, { passive: true });
  window.addEventListener("keydown", count, { passive: true });
  window.addEventListener("pagehide", () => heartbeat(true));
}

/** Follows the view the server wrote for this document. */
export function followView(id: string) {
  install();
  current = { id, startedAt: Date.now() };
  interactions = 0;
  previousPath = location.pathname;
}

/** Ends the current view and starts one for an in-app navigation to `path`. */
export async function startView(path: string) {
  install();
  heartbeat(true);
  current = null;
  interactions = 0;
  const referrer = previousPath ? `${location.origin}${previousPath}` : document.referrer || null;
  previousPath = path;
  try {
    const response = await fetch("/api/analytics/page-views", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: `${path}${location.search}`, title: document.title, referrer }),
    });
    const answer = (await response.json()) as { data?: { id: string | null } };
    if (answer.data?.id) current = { id: answer.data.id, startedAt: Date.now() };
  } catch (error) {
    console.warn("page view not started", error);
  }
}
