import { describe, expect, it } from "vitest";
import { mentionExcerpt } from "./mention-excerpt";

const ID = "0b6c2a0e-6f7e-4f57-9d55-3a1f8b0c9e11";
const mention = (id: string, label: string) =>
  `<mention-component entity_identifier="${id}" entity_name="user_mention" label="${label}" class="mention">@${label}</mention-component>`;

describe("mentionExcerpt", () => {
  it("keeps the text around the mention, paragraphs apart, cut on whole words", () => {
    const long = "word ".repeat(60).trim();
    const html = `<p>${long}</p><p>Hey ${mention(ID, "Ana &amp; co")}, the <strong>plan</strong> is ready.</p><p>${long}</p>`;
    const excerpt = mentionExcerpt(html, ID.toUpperCase()) as string;
    expect(excerpt).toMatch(/^…word /);
    expect(excerpt).toMatch(/ word…$/);
    expect(excerpt).toContain("word Hey @Ana & co, the plan is ready. word");
    expect(excerpt.length).toBeLessThanOrEqual(250);
  });

  it("is the whole text when short, and null when the user is not mentioned", () => {
    expect(mentionExcerpt(`<p>${mention(ID, "ana")} look</p>`, ID)).toBe("@ana look");
    expect(mentionExcerpt("<p>nobody here</p>", ID)).toBeNull();
  });
});
