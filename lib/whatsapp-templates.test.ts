import { describe, expect, it } from "vitest";
import { renderTemplate, templateArity, templateParam, WHATSAPP_TEMPLATES, whatsappNumber, type WhatsAppTemplate } from "./whatsapp-templates";

describe("WhatsApp templates", () => {
  it("every template takes the same values in English and Hindi", () => {
    for (const name of Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplate[]) {
      const en = [...WHATSAPP_TEMPLATES[name].en.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();
      const hi = [...WHATSAPP_TEMPLATES[name].hi.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();
      expect(hi, name).toEqual(en);
      expect(en.length, name).toBe(templateArity(name));
    }
  });

  it("writes a template out with its values", () => {
    expect(renderTemplate("order_shipped", "en", ["Asha", "#1001", "Delhivery", "https://t.example/1"])).toBe(
      "Hello Asha, your order #1001 is on its way with Delhivery. Track it here: https://t.example/1",
    );
    expect(renderTemplate("order_shipped", "hi", ["आशा", "#1001", "Delhivery", "https://t.example/1"])).toContain("नमस्ते आशा");
  });

  it("folds what WhatsApp refuses inside a value", () => {
    expect(templateParam("Asha\nVerma\t")).toBe("Asha Verma");
    expect(templateParam("a          b")).toBe("a    b");
    expect(templateParam("   ")).toBe("-");
  });

  it("reads an Indian mobile number as 91 and ten digits, and nothing else", () => {
    expect(whatsappNumber("9876543210")).toBe("919876543210");
    expect(whatsappNumber("+91 98765 43210")).toBe("919876543210");
    expect(whatsappNumber("09876543210")).toBe("919876543210");
    expect(whatsappNumber("0512 2345678")).toBeNull();
    expect(whatsappNumber("5876543210")).toBeNull();
  });
});
