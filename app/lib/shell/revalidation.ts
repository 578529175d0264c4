import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For pages whose loader records the visit (a recent page, a recent search): another form's POST on the same URL
 * (the theme, the organisation switcher) does not change the page, so it is not loaded, nor recorded, again.
 */
export const notAgainAfterOtherPosts: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.href === nextUrl.href
    ? false
    : defaultShouldRevalidate;

/** For the layouts that render the shell: recent items and the unread count follow the reader from page to page. */
export const onEveryPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
