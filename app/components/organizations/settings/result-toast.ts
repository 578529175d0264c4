// The organisation page's answer to a post, raised as a toast: light enough for the page's own module, which
// must not pull in the form kit (the tabs that need it load on their own, see the route).
import { useEffect } from "react";
import { toast } from "~/components/ui/toasts";
import { ORGANIZATION_PAGE_TOASTS, type OrganizationPageResult } from "~/lib/organizations/texts";

export type PageResult = OrganizationPageResult | undefined;

export const hasFieldErrors = (result: OrganizationPageResult) => Object.keys(result.fieldErrors ?? {}).length > 0;

/**
 * With JavaScript a form's answer is a toast (001 §8 titles), raised once per answer. Field errors are
 * shown next to their fields, so the toast then only says that saving failed.
 */
export function useResultToast(result: PageResult) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) return void toast.success(result.title, { description: result.message });
    const described =
      hasFieldErrors(result) && result.intent ? ORGANIZATION_PAGE_TOASTS[result.intent].fallback : result.message;
    toast.error(result.title, { description: described });
  }, [result]);
}
