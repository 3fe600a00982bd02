import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";

describe("amounts in words, Indian numbering", () => {
  it.each([
    [0, "Zero"],
    [7, "Seven"],
    [19, "Nineteen"],
    [40, "Forty"],
    [99, "Ninety-Nine"],
    [100, "One Hundred"],
    [101, "One Hundred One"],
    [1159, "One Thousand One Hundred Fifty-Nine"],
    [20_000, "Twenty Thousand"],
    [1_00_000, "One Lakh"],
    [12_34_567, "Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven"],
    [1_00_00_000, "One Crore"],
    [99_99_99_999, "Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine"],
    [1_23_45_00_00_000, "Twelve Thousand Three Hundred Forty-Five Crore"],
  ])("%i is %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it("writes rupees and paise as an invoice does", () => {
    expect(amountInWords(115_900)).toBe("Rupees One Thousand One Hundred Fifty-Nine Only");
    expect(amountInWords(12_345_650)).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only");
    expect(amountInWords(272_476)).toBe("Rupees Two Thousand Seven Hundred Twenty-Four and Seventy-Six Paise Only");
    expect(amountInWords(1)).toBe("Rupees Zero and One Paise Only");
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
