import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXT, DELETE_ACCOUNT_NOTE } from "../../../lib/account-self-service";
import { OTP_MESSAGES } from "../../../lib/otp-login";
import { account } from "../../i18n/en/account";

/** Texts the pages show before (or instead of) a server message: the English catalogue must say what lib/ says. */
describe("English account texts match the shared lib texts", () => {
  it("are word for word the same", () => {
    expect(account["otp.badPhone"]).toBe(OTP_MESSAGES.badPhone);
    expect(account["verify.linkBad"]).toBe(ACCOUNT_TEXT.verifyLinkBad);
    expect(account["reset.linkBad"]).toBe(ACCOUNT_TEXT.resetLinkBad);
    expect(account["reset.done"]).toBe(ACCOUNT_TEXT.resetDone);
    expect(account["account.deleteNote"]).toBe(DELETE_ACCOUNT_NOTE);
  });
});
