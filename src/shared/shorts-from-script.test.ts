import { describe, expect, it } from "vitest";
import { fullDescription, packagingIssues } from "./packaging-rules.ts";
import { shortPackaging, shortTitle, verbatimQuote } from "./shorts-from-script.ts";

const SCRIPT =
  "[INTRO]\nCoffee is a fruit.  Its “cherry” ripens\nin nine months — slowly.\n\n[PART 1: Beans]\nBeans are seeds.";

describe("a Short's quote is the script's own text", () => {
  it("finds a quote word for word", () => {
    expect(verbatimQuote(SCRIPT, "Coffee is a fruit.")).toBe("Coffee is a fruit.");
    expect(verbatimQuote(SCRIPT, '"Beans are seeds."')).toBe("Beans are seeds.");
  });

  it("mends spacing, line breaks, curly quotes and dashes to the script's text", () => {
    expect(verbatimQuote(SCRIPT, 'Coffee is a fruit. Its "cherry" ripens in nine months - slowly.')).toBe(
      "Coffee is a fruit.  Its “cherry” ripens\nin nine months — slowly.",
    );
  });

  it("refuses a paraphrase or an empty quote", () => {
    expect(verbatimQuote(SCRIPT, "Coffee is really a fruit.")).toBeNull();
    expect(verbatimQuote(SCRIPT, "  ")).toBeNull();
  });
});

describe("a Short's packaging", () => {
  it("adds #shorts to a title that has room, and keeps every title within 100 characters", () => {
    expect(shortTitle("Why coffee is a fruit")).toBe("Why coffee is a fruit #shorts");
    expect(shortTitle("x".repeat(100))).toHaveLength(100);
    expect(shortTitle("x".repeat(95))).toBe("x".repeat(95));
    expect(shortTitle("Beans #Shorts")).toBe("Beans #Shorts");
  });

  it("packages a Short with #shorts, no chapters and a link to the long video", () => {
    const published = shortPackaging(
      "Beans",
      "Beans are seeds.",
      "Full video: https://www.youtube.com/watch?v=abcdefghijk",
      "en",
    );
    expect(published.chapters).toEqual([]);
    expect(fullDescription(published)).toBe(
      "Beans are seeds.\n\nFull video: https://www.youtube.com/watch?v=abcdefghijk\n\n#shorts",
    );
    expect(packagingIssues(published)).toEqual([]);
    const draft = shortPackaging("Beans", "Beans are seeds.", '<From the full video "Coffee, explained">', null);
    expect(draft.description).toBe('Beans are seeds.\n\nFrom the full video "Coffee, explained"');
  });
});

describe("a quote that ends in the script's own quotation mark", () => {
  it("keeps the mark", () => {
    expect(verbatimQuote('She said "wait."\nThen she left.', 'She said "wait."')).toBe('She said "wait."');
  });
});
