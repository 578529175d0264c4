// Toasts (sonner) without sonner in the first-load JavaScript (decision 024): `toast` here takes a toast at any
// time, <Toasts /> loads sonner when the browser is idle after hydration (or at once when a toast is waiting),
// and toasts raised before sonner is there are shown as soon as its Toaster listens. None is lost.
import { type ReactNode, useEffect, useState } from "react";

type Sonner = typeof import("sonner");
type Waiting = { kind: "success" | "error"; title: string; options?: { description?: ReactNode } };

/** Set while a Toaster is mounted and listening: toasts go straight to it. */
let listening: Sonner | null = null;
const waiting: Waiting[] = [];
/** The mounted <Toasts /> asks for sonner through this when a toast arrives before it was loaded. */
let loadNow: (() => void) | null = null;
let loading: Promise<Sonner> | null = null;
const loadSonner = () => {
  loading ??= import("sonner").catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
};

function show(next: Waiting) {
  if (listening) return void listening.toast[next.kind](next.title, next.options);
  waiting.push(next);
  loadNow?.();
}

export const toast = {
  success: (title: string, options?: Waiting["options"]) => show({ kind: "success", title, options }),
  error: (title: string, options?: Waiting["options"]) => show({ kind: "error", title, options }),
};

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** The page's toaster: rendered once, by the root layout of every page that hydrates. */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    let mounted = true;
    const load = () => {
      loadSonner().then(
        (module) => mounted && setSonner(() => module),
        // Offline, say: the next toast tries again; the page says the same thing in its own text.
        () => undefined,
      );
    };
    loadNow = load;
    const cancelIdle = whenIdle(load);
    // Toasts raised by effects during hydration ran before this one: load for them right away.
    if (waiting.length > 0) load();
    return () => {
      mounted = false;
      loadNow = null;
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    if (!sonner) return;
    // The Toaster below subscribed in its own effect, which React ran before this one.
    listening = sonner;
    for (const next of waiting.splice(0)) show(next);
    return () => {
      listening = null;
    };
  }, [sonner]);

  return sonner ? (
    <sonner.Toaster position="top-right" visibleToasts={5} duration={5000} richColors closeButton />
  ) : null;
}
