// The API's side of the access gate (security-policy.ts): a JSON refusal naming why, with a code clients can test.
import type { ResolvedActor } from "./actor";
import { accessGateMessages, gateAllowsApi } from "./security-policy";

export const ACCESS_GATE_CODE = "ACCESS_POLICY";

export function accessGateRefusal(resolved: ResolvedActor, pathname: string) {
  if (!resolved.gate || gateAllowsApi(pathname)) return null;
  return {
    error: accessGateMessages(resolved.gate).join(" "),
    code: ACCESS_GATE_CODE,
    twoFactorRequiredBy: resolved.gate.twoFactorRequiredBy,
    ipRefusedBy: resolved.gate.ipRefusedBy,
  };
}
