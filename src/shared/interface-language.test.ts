import { describe, expect, it } from "vitest";
import { acceptLanguageTags, negotiateInterfaceLanguage } from "./interface-language.ts";

describe("the interface language of a reader's preferences", () => {
  it("takes the first language we have, exactly or by its primary language", () => {
    expect(negotiateInterfaceLanguage(["es-ES", "en"])).toBe("es");
    expect(negotiateInterfaceLanguage(["pt-PT"])).toBe("pt-BR");
    expect(negotiateInterfaceLanguage(["pt-br"])).toBe("pt-BR");
    expect(negotiateInterfaceLanguage(["fr-FR", "ja-JP", "es"])).toBe("ja");
    expect(negotiateInterfaceLanguage(["hi-IN"])).toBe("hi");
    expect(negotiateInterfaceLanguage(["de", "not a tag"])).toBe("en");
    expect(negotiateInterfaceLanguage([])).toBe("en");
  });

  it("reads Accept-Language by weight, leaving out * and q=0", () => {
    expect(acceptLanguageTags("fr;q=0.4, es-MX, *;q=0.1, en;q=0.8, de;q=0")).toEqual(["es-MX", "en", "fr"]);
    expect(acceptLanguageTags(null)).toEqual([]);
    expect(negotiateInterfaceLanguage(acceptLanguageTags("de-DE,pt;q=0.9,en;q=0.8"))).toBe("pt-BR");
  });
});
