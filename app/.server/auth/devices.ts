// A user agent as people say it ("Chrome on macOS", "Safari on iPhone"), read with bowser on the server so the
// browser downloads no parser.
import Bowser from "bowser";

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? "Unknown browser";
  const system = parsed.os.name === "iOS" && parsed.platform.model ? parsed.platform.model : parsed.os.name;
  return system ? `${browser} on ${system}` : browser;
}
