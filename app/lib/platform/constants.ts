// Product-wide texts, written once (CONVENTIONS habit 14).

export const PRODUCT_NAME = "BoardRoom";
export const TAGLINE = "Enterprise Board Governance Platform";

// The page fallback of route-level error boundaries (001 §2.9); 4xx Responses show their own message.
export const ERROR_TEXTS = {
  pageTitle: "Page Error",
  pageBody: "Something went wrong while loading this page",
  tryAgain: "Try Again",
} as const;
