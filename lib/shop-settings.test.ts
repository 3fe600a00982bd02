import { describe, expect, it } from "vitest";
import { PAGE_CONTENT_KEYS, shopIdentity } from "./shop-settings";
import { demoSettings } from "../server/db/seed/demo-settings";

describe("shopIdentity (what the root route sends every page)", () => {
  it("keeps identity, contacts, pricing and shipping and drops every page's own content", () => {
    const identity = shopIdentity(demoSettings);
    for (const key of PAGE_CONTENT_KEYS) expect(identity).not.toHaveProperty(key);
    const kept = Object.keys(demoSettings).filter((k) => !(PAGE_CONTENT_KEYS as readonly string[]).includes(k));
    expect(Object.keys(identity).sort()).toEqual(kept.sort());
    expect(identity.pricing).toEqual(demoSettings.pricing);
    expect(JSON.stringify(identity).length).toBeLessThan(JSON.stringify(demoSettings).length / 3);
  });
});
