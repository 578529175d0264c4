import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadBySignedLink } from "~/.server/assets/files";
import { refusalJson } from "~/.server/remix/service-errors";

// A signed download link (001 §7: 3600 s): no session needed, the HMAC signature and its expiry are the check,
// and the signer must still be able to open the document.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  try {
    return await downloadBySignedLink(context.services.service, params.id ?? "", new URL(request.url).searchParams);
  } catch (error) {
    return refusalJson(error);
  }
}
