// The guided demo tour (002 §2.6 shell version, §4.3): its steps, its state and its transitions.
// Isomorphic on purpose: the server applies a transition when a tour form is posted, and the
// browser applies the same function to show the next step before the server has answered. The cookie's
// schema lives with the server (app/.server/demo/tour.ts), so the dashboard ships no zod for it.

export const TOUR_STEPS = [
  {
    id: "welcome",
    title: "Welcome to BoardRoom",
    body: [
      "BoardRoom is being built as a board management platform with board packs, real-time collaboration, " +
        "enterprise security and an AI assistant.",
      "You are exploring Northwind Holdings, a demo board filled with sample data: the company and its people " +
        "are made up. This short tour says plainly what works today and what is still coming.",
    ],
  },
  {
    id: "dashboard",
    title: "Your board at a glance",
    body: [
      "The dashboard is where a director starts the day: the boards you sit on, your notifications and what " +
        "needs your attention next.",
      "You are signed in as Alex Morgan, a director of the demo board with seven fellow board members. Panels " +
        "for upcoming meetings, deadlines and recent activity are coming.",
    ],
  },
  {
    id: "board-packs",
    title: "Board packs",
    body: [
      "A board pack gathers the papers for a meeting in one book, so every director reads the same version on a " +
        "laptop, tablet or phone, annotates it privately or together, and sees when a paper was replaced.",
      "Under Board packs, the pack for the demo board's next meeting is published: open its compiled book, or " +
        "read the minutes, the Chief Executive's report and the finance paper one by one. Upload a PDF under " +
        "Documents to add a paper of your own.",
    ],
  },
  {
    id: "collaboration",
    title: "Real-time collaboration",
    body: [
      "Meetings run live: who is present, the current agenda item, votes and chat update for everyone at once, " +
        "and notifications reach every open tab and device.",
      "The live notification channel is in place today. Live meetings, votes and board chat are coming.",
    ],
  },
  {
    id: "security",
    title: "Enterprise security",
    body: [
      "Passwords are hashed with PBKDF2, sessions are stored only as digests, sign-in locks after repeated " +
        "failures, security-relevant actions are written to an audit log, and an organisation's data is visible " +
        "only to its members.",
      "In demo mode, account settings such as passwords and API tokens are locked: your demo board and its " +
        "director are yours alone, and are deleted after 24 hours.",
    ],
  },
  {
    id: "ai-assistant",
    title: "AI assistant",
    body: [
      "The AI assistant will answer questions about your board papers and cite the pages it used, or say plainly " +
        "when it cannot answer.",
      "Coming soon: the assistant is not built yet.",
    ],
  },
  {
    id: "complete",
    title: "You're all set",
    body: [
      "Explore the demo board as you like: it is sample data, and Reset demo data puts it back as it was.",
      "When you are ready, choose Exit Demo & Sign In to run your own board on BoardRoom.",
    ],
  },
] as const;

export type TourStep = (typeof TOUR_STEPS)[number];
export type TourStepId = TourStep["id"];

export const LAST_STEP = TOUR_STEPS.length - 1;

/** The steps that stand for a feature: all but welcome and complete (002 §4.3). */
export const TOUR_FEATURES = TOUR_STEPS.slice(1, LAST_STEP).map((step) => step.id) as Exclude<
  TourStepId,
  "welcome" | "complete"
>[];

export type TourState = { step: number | null; explored: string[]; completed: boolean };

export const DEFAULT_TOUR_STATE: TourState = { step: null, explored: [], completed: false };

export const TOUR_INTENTS = ["start", "next", "previous", "close"] as const;
export type TourIntent = (typeof TOUR_INTENTS)[number];

/** Explored features over (steps minus 2), as a rounded percentage (002 §4.3). */
export function tourProgress(state: Pick<TourState, "explored">): number {
  const explored = state.explored.filter((id) => (TOUR_FEATURES as string[]).includes(id)).length;
  return Math.round((explored / (TOUR_STEPS.length - 2)) * 100);
}

function visit(state: TourState, step: number): TourState {
  const id = TOUR_STEPS[step].id;
  const isFeature = (TOUR_FEATURES as string[]).includes(id);
  const explored = isFeature && !state.explored.includes(id) ? [...state.explored, id] : state.explored;
  return { ...state, step, explored };
}

/** One tour transition (002 §4.3). Intents that make no sense in the current state change nothing. */
export function applyTourIntent(state: TourState, intent: TourIntent): TourState {
  switch (intent) {
    case "start":
      return visit(state, 0);
    case "next":
      if (state.step === null) return state;
      // Next on the last step ends the tour and marks it completed.
      if (state.step >= LAST_STEP) return { ...state, step: null, completed: true };
      return visit(state, state.step + 1);
    case "previous":
      if (state.step === null) return state;
      return visit(state, Math.max(0, state.step - 1));
    case "close":
      return { ...state, step: null };
  }
}

/**
 * A control pressed while step `shown` was on screen, with the features the page showed as explored. It moves
 * on from that step whatever the cookie says, and keeps what the page had explored: when quick clicks overtake
 * each other, Remix cancels the earlier request, so the cookie the later one carries may miss a step.
 */
export function applyTourControl(
  state: TourState,
  intent: TourIntent,
  shown?: number | null,
  shownExplored: readonly string[] = [],
): TourState {
  const known = shownExplored.filter((id) => (TOUR_FEATURES as string[]).includes(id));
  const withShown = { ...state, explored: [...new Set([...state.explored, ...known])] };
  const from = shown === undefined || shown === null || intent === "start" ? withShown : visit(withShown, shown);
  return applyTourIntent(from, intent);
}
