import { AUTH_MESSAGES } from "~/lib/auth/constants";

/** Above a form a demo director may not use (002 §2.6): says why before anyone types. */
export function DemoLockedNote({ isDemo }: { isDemo: boolean }) {
  if (!isDemo) return null;
  return (
    <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
      {AUTH_MESSAGES.demoAccountLocked}
    </p>
  );
}
