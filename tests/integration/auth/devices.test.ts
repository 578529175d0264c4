// Devices as the sessions lists name them: the same answer whether an agent was described before or not, also past
// the bound of agents remembered (auth/devices.ts).
import { describe, expect, it } from "vitest";
import { describeDevice } from "../../../app/.server/auth/devices";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.4 Mobile/15E148 Safari/604.1";

describe("describeDevice", () => {
  it("names an agent the same on every call, past the bound of those remembered", () => {
    const first = [describeDevice(MAC_CHROME), describeDevice(IPHONE_SAFARI), describeDevice(null)];
    expect(first).toEqual(["Chrome on macOS", "Safari on iPhone", "Unknown device"]);
    for (let index = 0; index < 600; index++) describeDevice(`${MAC_CHROME} Build/${index}`);
    expect([describeDevice(MAC_CHROME), describeDevice(IPHONE_SAFARI), describeDevice("")]).toEqual([
      ...first.slice(0, 2),
      "Unknown device",
    ]);
  });
});
